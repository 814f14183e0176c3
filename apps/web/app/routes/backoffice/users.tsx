import { hasPermission } from '@portal/shared';
import { Button, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/users';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { useSwitchUser } from '../../features/auth/public/switch-user';
import { startSession } from '../../features/auth/public/start-session';
import type { CustomerRow } from '../../features/customers/public/get-customers';
import { CustomerDetails } from '../../features/customers/public/customer-details';
import { CustomerGrid } from '../../features/customers/public/customer-grid';
import { CustomerMetalTermsPanel } from '../../features/metal/public/customer-metal-terms';
import { CustomerSelect, type PickedCustomer } from '../../features/customers/public/customer-select';
import { SignUpApplications } from '../../features/customers/public/sign-up-applications';
import type { PortalUser } from '../../features/users/public/get-portal-users-by-customer';
import { useLinkUserCustomer } from '../../features/users/public/manage-users';
import { PortalUsersPanel } from '../../features/users/public/portal-users-panel';
import { notifyDone, notifySuccess } from '../../lib/feedback';
import { useLocalizePath } from '../../lib/i18n/use-lang';
import { useTranslation } from '../../lib/i18n/use-translation';
import { homePathFor } from '../../lib/session/access';
import { useCurrentUser } from '../../lib/session/session';

/** Staff link a portal user to one more customer (switch customer), chosen from the customers list. */
function LinkCustomerModal({ user, onClose }: { user: PortalUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const link = useLinkUserCustomer();
  const [picked, setPicked] = useState<PickedCustomer | null>(null);
  const close = () => {
    setPicked(null);
    onClose();
  };
  return (
    <Modal opened={user !== null} onClose={close} title={t('people.users.linkTitle')} centered>
      <Stack>
        <Text size="sm">
          {user && t('people.users.linkText', { name: `${user.firstName} ${user.lastName}` })}
        </Text>
        <CustomerSelect
          value={picked?.id ?? null}
          onChange={setPicked}
          label={t('people.users.customer')}
          testId="link-customer-select"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={picked === null || user === null}
            loading={link.isPending}
            onClick={() =>
              user &&
              picked &&
              link.mutate(
                { id: user.id, customerId: picked.id, linked: true },
                {
                  onSuccess: () => {
                    notifyDone('updated', user.email);
                    close();
                  },
                },
              )
            }
          >
            {t('people.users.link')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Switch user from a user row (spec §6): the new session replaces this one and opens the user's start page. */
function useSwitchTo() {
  const { t } = useTranslation();
  const switchUser = useSwitchUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  return (user: PortalUser) =>
    switchUser.mutate(user.id, {
      onSuccess: (response) => {
        startSession(queryClient, response);
        notifySuccess(t('switchUser.switched', { name: response.user.fullName }));
        void navigate(localize(homePathFor(response.user)));
      },
    });
}

/** Staff: the customers grid, the chosen customer's details and portal users, and the sign-up applications. */
function StaffUsers() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const switchTo = useSwitchTo();
  const [picked, setPicked] = useState<CustomerRow | null>(null);
  const [linking, setLinking] = useState<PortalUser | null>(null);
  const can = (permission: Parameters<typeof hasPermission>[1]) =>
    hasPermission(user.permissions, permission);
  const customersTab = (
    <Stack>
      {can('CP_CUSTOMERS:VIEW') && <CustomerGrid selectedId={picked?.id ?? null} onSelect={setPicked} />}
      {picked === null ? (
        <Text c="dimmed">{t('people.users.chooseCustomer')}</Text>
      ) : (
        <>
          <CustomerDetails customer={picked} />
          {can('CP_METAL:VIEW') && (
            <CustomerMetalTermsPanel customerId={picked.id} canEdit={can('CP_METAL:EDIT')} />
          )}
          <PortalUsersPanel
            customerId={picked.id}
            canReadHistory={can('CP_USERS:VIEW')}
            onSwitchTo={can('CP_USERS:SWITCH') ? switchTo : undefined}
            onLinkRequest={can('CP_USERS:EDIT') ? setLinking : undefined}
          />
        </>
      )}
      <LinkCustomerModal user={linking} onClose={() => setLinking(null)} />
    </Stack>
  );
  if (!can('CP_CUSTOMERS:VIEW')) return customersTab;
  return (
    <Tabs defaultValue="customers" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="customers">{t('people.customers.title')}</Tabs.Tab>
        <Tabs.Tab value="applications">{t('people.applications.title')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="customers">{customersTab}</Tabs.Panel>
      <Tabs.Panel value="applications">
        <SignUpApplications />
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * /backoffice/users: staff find a customer in the customers grid and manage its portal users (and review sign-up
 * applications); a customer's administrator manages the users of its active customer.
 */
export default function Users() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const customerId = user.activeCustomer?.id ?? null;
  return (
    <>
      <PageHeader />
      {user.kind === 'staff' ? (
        <StaffUsers />
      ) : customerId === null ? (
        <Text c="dimmed">{t('people.users.chooseCustomer')}</Text>
      ) : (
        <PortalUsersPanel customerId={customerId} canReadHistory={false} />
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
