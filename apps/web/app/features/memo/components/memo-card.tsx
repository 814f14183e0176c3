import { Badge, Button, Card, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import type { Memo } from '@portal/shared/memo/schemas';
import { useState } from 'react';
import { usePrint } from '../../finance/public/print-document';
import { notifySuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { fetchReturnLabel, keepPieces, returnPieces } from '../api/memo-calls';
import { useMemoChange } from '../api/memos';

const STATUS_COLOUR = { out: 'blue', returned: 'gray', kept: 'teal', invoiced: 'orange' } as const;

/**
 * One memo: its pieces with their status; the customer ticks pieces still out and returns them (a return
 * authorisation whose label prints from the piece's line) or keeps them (invoiced).
 */
export function MemoCard({ memo, canDecide }: { memo: Memo; canDecide: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [chosen, setChosen] = useState<number[]>([]);
  const returning = useMemoChange(returnPieces);
  const keeping = useMemoChange(keepPieces);
  const { print, printing } = usePrint('memoLabel');
  const out = memo.items.filter((i) => i.status === 'out');
  const toggle = (id: number, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  const decide = (kind: 'return' | 'keep') => {
    const input = { memoId: memo.id, itemIds: chosen };
    // Only the pieces decided leave the choice: a piece ticked while the answer was on its way stays ticked.
    const done = () => setChosen((c) => c.filter((id) => !input.itemIds.includes(id)));
    if (kind === 'return')
      returning.mutate(input, {
        onSuccess: (answer) => {
          done();
          notifySuccess(t('memo.returned', { number: answer.number }));
        },
      });
    else
      keeping.mutate(input, {
        onSuccess: (answer) => {
          done();
          notifySuccess(t('memo.kept', { number: answer.invoiceNumber }));
        },
      });
  };
  return (
    <Card withBorder data-testid={`memo-${memo.number}`}>
      <Group justify="space-between" wrap="wrap" mb="xs">
        <div>
          <Text fw={700}>{memo.number}</Text>
          <Text size="sm" c="dimmed">
            {memo.customerName} · {t('memo.due', { date: format.date(memo.dueDate) })}
          </Text>
        </div>
        {memo.daysOverdue > 0 && <Badge color="red">{t('memo.overdue', { days: memo.daysOverdue })}</Badge>}
        <Text size="sm">{t('memo.outValue', { value: format.money(memo.outValue, memo.currencyCode) })}</Text>
      </Group>
      <Table.ScrollContainer minWidth={300}>
        <Table aria-label={memo.number}>
          <Table.Tbody>
            {memo.items.map((item) => (
              <Table.Tr key={item.id} data-testid={`memo-item-${item.styleCode}`}>
                {canDecide && (
                  <Table.Td w={36}>
                    {item.status === 'out' && (
                      <Checkbox
                        aria-label={t('memo.choose', { piece: item.styleCode })}
                        checked={chosen.includes(item.id)}
                        onChange={(e) => toggle(item.id, e.currentTarget.checked)}
                      />
                    )}
                  </Table.Td>
                )}
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {item.styleCode}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.description} × {item.quantity}
                  </Text>
                </Table.Td>
                {/* Price and state in one column: four columns squeezed the state to its first letter at 360 px. */}
                <Table.Td ta="right">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {format.money(item.unitPrice, memo.currencyCode)}
                  </Text>
                  <Badge color={STATUS_COLOUR[item.status]} variant="light" mt={4}>
                    {t(`memo.status.${item.status}`)}
                  </Badge>
                  {item.invoiceNumber && <Text size="xs">{item.invoiceNumber}</Text>}
                  {item.returnId !== null && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      loading={printing === String(item.returnId)}
                      onClick={() =>
                        void print(String(item.returnId), () => fetchReturnLabel(item.returnId!))
                      }
                    >
                      {t('memo.label', { number: item.returnNumber })}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {canDecide && out.length > 0 && (
        <Stack gap={4} mt="xs">
          <Group gap="xs" wrap="wrap">
            <Button
              size="sm"
              variant="default"
              disabled={chosen.length === 0}
              loading={returning.isPending}
              onClick={() => decide('return')}
            >
              {t('memo.return')}
            </Button>
            <Button
              size="sm"
              disabled={chosen.length === 0}
              loading={keeping.isPending}
              onClick={() => decide('keep')}
            >
              {t('memo.keep')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('memo.dueRule')}
          </Text>
        </Stack>
      )}
    </Card>
  );
}
