import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useFormat } from '../../../../lib/i18n/use-format';
import { useLocalizePath } from '../../../../lib/i18n/use-lang';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useDashboardBalance } from '../../api/card-queries';
import { CardState } from '../card-state';
import { useCardScope } from './card-scope';

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" c={color}>
        {value}
      </Text>
    </Stack>
  );
}

/** Open and overdue balance, credits to use and, for one customer, the credit left under its limit. */
export function BalanceCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const localize = useLocalizePath();
  const query = useDashboardBalance(useCardScope());
  return (
    <CardState query={query} loadName={t('dashboard.cards.BALANCE.loadName')}>
      {(balance) => {
        const money = (amount: number) => format.money(amount, balance.currencyCode);
        return (
          <Stack gap="sm">
            <SimpleGrid cols={2} spacing="sm">
              <Figure label={t('dashboard.openBalance')} value={money(balance.openBalance)} />
              <Figure
                label={t('dashboard.overdueBalance')}
                value={money(balance.overdueBalance)}
                color={balance.overdueBalance > 0 ? 'red.9' : undefined}
              />
              <Figure label={t('dashboard.unappliedCredits')} value={money(balance.unappliedCredits)} />
              {balance.customer && (
                <Figure
                  label={t('dashboard.availableCredit')}
                  value={money(balance.customer.availableCredit)}
                />
              )}
            </SimpleGrid>
            <Group gap="xs" justify="space-between">
              <Text size="sm" c="dimmed">
                {t('dashboard.openInvoices', { count: balance.openInvoiceCount })}
                {balance.customer &&
                  ` · ${t('dashboard.creditLimit', { amount: money(balance.customer.creditLimit) })}`}
              </Text>
              {balance.customer?.isOnCreditHold && (
                <Badge color="red" variant="light">
                  {t('dashboard.creditHold')}
                </Badge>
              )}
            </Group>
            <Anchor component={Link} to={localize('/backoffice/financial/invoices')} size="sm">
              {t('dashboard.viewAll')}
            </Anchor>
          </Stack>
        );
      }}
    </CardState>
  );
}
