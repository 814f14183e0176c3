import { ActionIcon, Button, Card, Group, NumberInput, Stack, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { notifySuccess } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { sendMemoRequest } from '../api/memo-calls';
import { useMemoChange } from '../api/memos';

interface PieceLine {
  styleCode: string;
  description: string;
  quantity: number;
  unitPrice: string;
}

const emptyLine = (): PieceLine => ({ styleCode: '', description: '', quantity: 1, unitPrice: '' });

/**
 * Staff send pieces on memo: the customer (the picker comes from the customers feature), the due date and the
 * pieces; the server checks every field and the form shows its answer.
 */
export function MemoSendForm({
  customerId,
  customerPicker,
}: {
  customerId: number | null;
  customerPicker: ReactNode;
}) {
  const { t } = useTranslation();
  const [dueDate, setDueDate] = useState('');
  const [lines, setLines] = useState<PieceLine[]>([emptyLine()]);
  const send = useMemoChange(sendMemoRequest);
  const set = (i: number, change: Partial<PieceLine>) =>
    setLines((all) => all.map((line, j) => (j === i ? { ...line, ...change } : line)));
  const submit = () => {
    if (customerId === null) return;
    send.mutate(
      { customerId, dueDate, items: lines },
      {
        onSuccess: (memo) => {
          notifySuccess(t('memo.sent', { number: memo.number }));
          setLines([emptyLine()]);
        },
      },
    );
  };
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('memo.send')}
      </Title>
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          {customerPicker}
          <TextInput
            type="date"
            label={t('memo.dueDate')}
            value={dueDate}
            onChange={(e) => setDueDate(e.currentTarget.value)}
            w={{ base: '100%', xs: 180 }}
            data-testid="memo-due-date"
          />
        </Group>
        {lines.map((line, i) => (
          <Group key={i} align="flex-end" gap="xs" wrap="wrap" data-testid={`memo-line-${i}`}>
            <TextInput
              label={t('memo.styleCode')}
              value={line.styleCode}
              onChange={(e) => set(i, { styleCode: e.currentTarget.value })}
              w={{ base: '100%', xs: 120 }}
            />
            <TextInput
              label={t('memo.description')}
              value={line.description}
              onChange={(e) => set(i, { description: e.currentTarget.value })}
              w={{ base: '100%', xs: 240 }}
            />
            <NumberInput
              label={t('memo.quantity')}
              value={line.quantity}
              min={1}
              allowDecimal={false}
              onChange={(v) => set(i, { quantity: Number(v) || 1 })}
              w={{ base: '45%', xs: 90 }}
            />
            <TextInput
              label={t('memo.unitPrice')}
              value={line.unitPrice}
              inputMode="decimal"
              onChange={(e) => set(i, { unitPrice: e.currentTarget.value })}
              w={{ base: '45%', xs: 110 }}
            />
            {lines.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('memo.removeLine')}
                onClick={() => setLines((all) => all.filter((_, j) => j !== i))}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        ))}
        <Group gap="xs">
          <Button variant="default" onClick={() => setLines((all) => [...all, emptyLine()])}>
            {t('memo.addLine')}
          </Button>
          <Button onClick={submit} loading={send.isPending} disabled={customerId === null || dueDate === ''}>
            {t('memo.sendButton')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
