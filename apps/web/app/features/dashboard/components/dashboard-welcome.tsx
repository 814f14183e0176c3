import { Card, Group, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Icon, MODULE_ICONS } from '../../../components/icon';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { navItemsFor } from '../../../lib/navigation';
import { useCurrentUser } from '../../../lib/session/session';
import { useHydrated } from '../../../lib/use-hydrated';

/** The dashboard frame: who and for which customer, and the way to every module the user may open. */
export function DashboardWelcome() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const format = useFormat();
  const user = useCurrentUser();
  const hydrated = useHydrated();
  const shortcuts = navItemsFor(user).filter((item) => item.code !== 'CP_DASHBOARD');

  return (
    <>
      <Card withBorder padding="lg" radius="md" mb="xl" bg="brand.0">
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
        {hydrated && (
          <Text size="sm" c="dimmed" mt={4}>
            {t('dashboard.today', { date: format.date(new Date(), { dateStyle: 'full' }) })}
          </Text>
        )}
      </Card>
      <Title order={2} fz="lg" mb="md">
        {t('dashboard.modules')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
        {shortcuts.map((item) => (
          <UnstyledButton key={item.code} component={Link} to={localize(item.route)}>
            <Card withBorder padding="md" radius="md" h="100%">
              <Group wrap="nowrap">
                <ThemeIcon size={40} radius="md" variant="light">
                  <Icon name={MODULE_ICONS[item.code] ?? 'list'} />
                </ThemeIcon>
                <Text fw={600}>{t(`modules.${item.code}`, { defaultValue: item.name })}</Text>
              </Group>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </>
  );
}
