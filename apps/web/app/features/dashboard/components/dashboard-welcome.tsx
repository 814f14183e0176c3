import { Card, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFormat } from '../../../lib/i18n/use-format';
import { useCurrentUser } from '../../../lib/session/session';
import { AfterHydration } from '../../../lib/use-hydrated';

/** Who is signed in and for which customer: the cards below show that customer's figures (staff: every customer's). */
export function DashboardWelcome() {
  const { t } = useTranslation();
  const format = useFormat();
  const user = useCurrentUser();

  return (
    <Card withBorder padding="lg" radius="md" mb="md" bg="brand.0">
      <Title order={2} fz="xl">
        {t('dashboard.welcome', { name: user.firstName || user.fullName })}
      </Title>
      <Text mt={4}>
        {user.activeCustomer
          ? t('dashboard.activeCustomer', {
              name: user.activeCustomer.name,
              account: user.activeCustomer.accountNumber,
            })
          : t('dashboard.allCustomers')}
      </Text>
      {/* The browser's own date (its time zone), so rendered after hydration. */}
      <AfterHydration>
        <Text size="sm" c="dimmed" mt={4}>
          {t('dashboard.today', { date: format.date(new Date(), { dateStyle: 'full' }) })}
        </Text>
      </AfterHydration>
    </Card>
  );
}
