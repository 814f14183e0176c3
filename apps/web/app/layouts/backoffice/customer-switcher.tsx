import { Button, Menu, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../../components/icon';
import { useSwitchCustomer } from '../../features/auth/public/switch-customer';
import { startSession } from '../../features/auth/public/start-session';
import { notifySuccess } from '../../lib/feedback';
import { useCurrentUser } from '../../lib/session/session';

/** The active customer, and (when the user is linked to several) the switch to another one. */
export function CustomerSwitcher() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const switchCustomer = useSwitchCustomer();
  const active = user.activeCustomer;
  if (!active) return null;

  // The accessible name holds the account number as well as the name: the phone shows only the number, and a name
  // that contains what is shown is what voice control users say (axe's label-content-name-mismatch, which reads no
  // words in parentheses).
  const label = (
    <>
      <Text span inherit visibleFrom="md" lineClamp={1} maw={220}>
        {active.name}
      </Text>{' '}
      <Text span inherit hiddenFrom="md">
        {active.accountNumber}
      </Text>
    </>
  );

  if (user.usersCustomers.length <= 1) {
    return (
      <Button
        variant="subtle"
        component="span"
        leftSection={<Icon name="building" size={18} />}
        aria-label={t('customer.active', { name: active.name, account: active.accountNumber })}
        style={{ cursor: 'default' }}
      >
        {label}
      </Button>
    );
  }

  const choose = (customerId: number) => {
    if (customerId === active.id) return;
    switchCustomer.mutate(customerId, {
      onSuccess: (response) => {
        startSession(queryClient, response);
        notifySuccess(t('customer.switched', { name: response.user.activeCustomer?.name ?? '' }));
        // Run the guards again for the new identity.
        void navigate(location.pathname + location.search, { replace: true });
      },
    });
  };

  return (
    <Menu position="bottom-end" width={280}>
      <Menu.Target>
        <Button
          variant="subtle"
          leftSection={<Icon name="building" size={18} />}
          rightSection={<Icon name="chevronDown" size={14} />}
          loading={switchCustomer.isPending}
          aria-label={t('customer.switchLabel', { name: active.name, account: active.accountNumber })}
          data-testid="customer-switcher"
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('customer.switchTitle')}</Menu.Label>
        {user.usersCustomers.map((customer) => (
          <Menu.Item
            key={customer.id}
            onClick={() => choose(customer.id)}
            aria-current={customer.id === active.id ? 'true' : undefined}
            fw={customer.id === active.id ? 700 : undefined}
            rightSection={
              <Text size="xs" c="dimmed">
                {customer.accountNumber}
              </Text>
            }
          >
            {customer.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
