import type { Commission } from '@portal/shared/commissions/schemas';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ScrollFrame } from '../../../components/scroll-frame';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePrint } from '../../finance/public/print-document';
import { useCommissions } from '../api/get-commissions';
import { fetchCommissionStatement } from '../api/print-commission-statement';
import { RateEditor } from './rate-editor';
import { SettleDialog } from './settle-dialog';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * What a funeral home earns on the family orders paid through its links, a month at a time, with the
 * month's statement as a PDF. Staff see every funeral home's (or the one picked) and settle each commission.
 */
export function CommissionsScreen({
  isStaff,
  customerId,
  customerPicker,
}: {
  isStaff: boolean;
  customerId: number | null;
  customerPicker?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [month, setMonth] = useState(thisMonth);
  const [state, setState] = useState<'open' | 'settled' | null>(null);
  const [settling, setSettling] = useState<Commission | null>(null);
  const validMonth = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const commissions = useCommissions({
    pageNo: 1,
    pageSize: 200,
    ...(validMonth ? { month } : {}),
    ...(state ? { state } : {}),
    ...(customerId ? { customerId } : {}),
  });
  const { print, printing } = usePrint('statement');
  const items = commissions.data?.items ?? [];
  const statementFor = isStaff ? customerId : null;
  return (
    <Stack gap="md" data-testid="commissions">
      {customerPicker}
      {isStaff && customerId !== null && <RateEditor key={customerId} customerId={customerId} />}
      <Group align="flex-end" wrap="wrap">
        <TextInput
          type="month"
          label={t('commissions.month')}
          value={month}
          onChange={(e) => setMonth(e.currentTarget.value)}
          w={{ base: '100%', xs: 200 }}
          data-testid="commissions-month"
        />
        <Select
          label={t('commissions.state')}
          data={[
            { value: 'open', label: t('commissions.open') },
            { value: 'settled', label: t('commissions.settledState') },
          ]}
          value={state}
          onChange={(v) => setState(v as 'open' | 'settled' | null)}
          clearable
          placeholder={t('commissions.all')}
          w={{ base: '100%', xs: 200 }}
        />
        {validMonth && (!isStaff || customerId !== null) && (
          <Button
            variant="light"
            loading={printing === month}
            onClick={() => void print(month, () => fetchCommissionStatement(month, statementFor))}
            data-testid="commissions-statement"
          >
            {t('commissions.statement', { month })}
          </Button>
        )}
      </Group>
      {commissions.isError ? (
        <Alert color="red" role="alert">
          {commissions.error.message}
        </Alert>
      ) : !commissions.data ? (
        <Loader aria-label={t('app.loading')} />
      ) : items.length === 0 ? (
        <Text>{t('commissions.none')}</Text>
      ) : (
        <Card withBorder p={0}>
          <ScrollFrame label={t('commissions.title')} minWidth={isStaff ? 860 : 640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('commissions.earned')}</Table.Th>
                  {isStaff && <Table.Th>{t('commissions.customer')}</Table.Th>}
                  <Table.Th>{t('commissions.order')}</Table.Th>
                  <Table.Th ta="right">{t('commissions.goods')}</Table.Th>
                  <Table.Th ta="right">{t('commissions.rate')}</Table.Th>
                  <Table.Th ta="right">{t('commissions.amount')}</Table.Th>
                  <Table.Th>{t('commissions.state')}</Table.Th>
                  {isStaff && <Table.Th>{t('commissions.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((c) => (
                  <Table.Tr key={c.id} data-testid={`commission-${c.orderCode}`}>
                    <Table.Td>{format.date(c.earnedAt)}</Table.Td>
                    {isStaff && <Table.Td>{c.customerName}</Table.Td>}
                    <Table.Td>{c.orderCode}</Table.Td>
                    <Table.Td ta="right">{format.money(c.goodsTotal, c.currencyCode)}</Table.Td>
                    <Table.Td ta="right">{format.number(c.rate)} %</Table.Td>
                    <Table.Td ta="right">{format.money(c.amount, c.currencyCode)}</Table.Td>
                    <Table.Td>
                      <Badge color={c.state === 'open' ? 'yellow' : 'green'} variant="light" tt="none">
                        {c.state === 'open'
                          ? t('commissions.open')
                          : t(
                              c.settlement === 'credit'
                                ? 'commissions.settledCredit'
                                : 'commissions.settledPayout',
                              {
                                reference: c.settlementReference ?? '',
                              },
                            )}
                      </Badge>
                    </Table.Td>
                    {isStaff && (
                      <Table.Td>
                        {c.state === 'open' && (
                          <Button
                            size="xs"
                            onClick={() => setSettling(c)}
                            data-testid={`settle-${c.orderCode}`}
                          >
                            {t('commissions.settleOrder', { code: c.orderCode })}
                          </Button>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollFrame>
        </Card>
      )}
      {settling && <SettleDialog commission={settling} onClose={() => setSettling(null)} />}
    </Stack>
  );
}
