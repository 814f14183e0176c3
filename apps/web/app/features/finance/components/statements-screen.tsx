import { Alert, Button, Card, Loader, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useStatements } from '../api/get-statements';
import { fetchStatementPdf } from '../api/print-statement';
import { usePrint } from '../use-print';

/** 'October 2026' / 'octobre 2026'. */
const monthLabel = (month: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

/**
 * A customer's monthly statements, newest first: each month's opening and closing balance and its PDF (opened in a
 * new tab, in the page's language). Staff pick the customer first (`customerPicker`, from the customers feature).
 */
export function StatementsScreen({
  isStaff,
  customerId,
  customerPicker,
}: {
  isStaff: boolean;
  customerId: number | null;
  customerPicker?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = useFormat();
  const statements = useStatements(customerId, !isStaff || customerId !== null);
  const { print, printing } = usePrint('statement');
  const months = statements.data?.months ?? [];
  return (
    <Stack gap="md" data-testid="statements">
      {customerPicker}
      {isStaff && customerId === null ? (
        <Text c="dimmed">{t('statements.pickCustomer')}</Text>
      ) : statements.isError ? (
        <Alert color="red" role="alert">
          {statements.error.message}
        </Alert>
      ) : !statements.data ? (
        <Loader aria-label={t('app.loading')} />
      ) : months.length === 0 ? (
        <Text>{t('statements.none')}</Text>
      ) : (
        <Card withBorder p={0}>
          <Table.ScrollContainer minWidth={320}>
            <Table striped aria-label={t('statements.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('statements.month')}</Table.Th>
                  <Table.Th ta="right" visibleFrom="sm">
                    {t('statements.opening')}
                  </Table.Th>
                  <Table.Th ta="right">{t('statements.closing')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {months.map((m) => (
                  <Table.Tr key={m.month} data-testid={`statement-${m.month}`}>
                    <Table.Td>{monthLabel(m.month, lang)}</Table.Td>
                    <Table.Td ta="right" visibleFrom="sm">
                      {format.money(m.openingBalance, m.currencyCode)}
                    </Table.Td>
                    <Table.Td ta="right">{format.money(m.closingBalance, m.currencyCode)}</Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="light"
                        loading={printing === m.month}
                        onClick={() => void print(m.month, () => fetchStatementPdf(m.month, customerId))}
                      >
                        {t('statements.open', { month: monthLabel(m.month, lang) })}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </Stack>
  );
}
