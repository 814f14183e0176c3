import { inviteUserBody } from '@portal/shared/users/admin-schemas';
import { OrderLimitField } from '../../trade-credit/public/order-limit-field';
import {
  Alert,
  Badge,
  Button,
  Card,
  CloseButton,
  Drawer,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { PortalUser } from '../api/get-portal-users-by-customer';
import { ApiError } from '../../../lib/api';
import { roleName } from '../../../lib/access-names';
import { notifyDone } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePortalUsersByCustomer } from '../api/get-portal-users-by-customer';
import {
  useInvitePortalUser,
  useLinkUserCustomer,
  useSetUserRoles,
  useSetUserStatus,
  useUserHistory,
} from '../api/manage-users';

/** The roles a portal user may hold (customer roles). */
const CUSTOMER_ROLES = ['CUSTOMER_ADMIN', 'CUSTOMER_BUYER', 'READ_ONLY'];

function InviteForm({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const invite = useInvitePortalUser();
  const empty = { email: '', firstName: '', lastName: '', role: 'CUSTOMER_BUYER' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { customerId, ...values, roleCodes: [values.role] };
    const checked = inviteUserBody.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    invite.mutate(body, {
      onSuccess: () => {
        notifyDone('saved', `${values.firstName} ${values.lastName}`);
        setValues(empty);
      },
      onError: (error) =>
        setErrors(
          error instanceof ApiError && error.errorMessages[0]
            ? {
                [error.errorMessages[0].key === 'conflict' ? 'email' : error.errorMessages[0].key]:
                  error.errorMessages[0].value,
              }
            : { email: t('people.saveFailed', { name: t('people.users.invite') }) },
        ),
    });
  };
  const field = (name: 'email' | 'firstName' | 'lastName') => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: errors[name],
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('people.users.invite')} data-testid="invite-form">
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t('people.users.invite')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
          <TextInput label={t('people.fields.email')} type="email" required {...field('email')} />
          <TextInput label={t('people.fields.firstName')} required {...field('firstName')} />
          <TextInput label={t('people.fields.lastName')} required {...field('lastName')} />
          <Select
            label={t('people.users.role')}
            data={CUSTOMER_ROLES.map((code) => ({ value: code, label: roleName(t, code) }))}
            value={values.role}
            onChange={(role) => setValues((v) => ({ ...v, role: role ?? 'CUSTOMER_BUYER' }))}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={invite.isPending}>
            {t('people.users.sendInvitation')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function HistoryDrawer({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useUserHistory(userId);
  return (
    <Drawer
      opened={userId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('people.users.history')}
    >
      <Table data-testid="user-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('people.users.when')}</Table.Th>
            <Table.Th>{t('people.users.what')}</Table.Th>
            <Table.Th>{t('people.users.who')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(history.data ?? []).map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{new Date(entry.at).toLocaleString()}</Table.Td>
              <Table.Td>
                {t(`people.history.${entry.action.replaceAll('.', '_')}`, { defaultValue: entry.action })}
              </Table.Td>
              <Table.Td>
                {entry.actor?.fullName ?? '—'}
                {entry.onBehalfOf && ` ${t('people.users.onBehalfOf', { name: entry.onBehalfOf.fullName })}`}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Drawer>
  );
}

/** The customers a user acts for; staff with CP_USERS:EDIT unlink one (a user keeps at least one) or link another. */
function UserCustomers({
  user,
  onLinkRequest,
}: {
  user: PortalUser;
  onLinkRequest?: (user: PortalUser) => void;
}) {
  const { t } = useTranslation();
  const link = useLinkUserCustomer();
  return (
    <Group gap={4}>
      {user.customers.map((c) => (
        <Badge
          key={c.id}
          variant={c.isDefault ? 'filled' : 'light'}
          title={c.name}
          rightSection={
            onLinkRequest && user.customers.length > 1 ? (
              <CloseButton
                size="xs"
                aria-label={t('people.users.unlink', { account: c.accountNumber })}
                onClick={() =>
                  link.mutate(
                    { id: user.id, customerId: c.id, linked: false },
                    { onSuccess: () => notifyDone('updated', user.email) },
                  )
                }
              />
            ) : undefined
          }
        >
          {c.accountNumber}
        </Badge>
      ))}
      {onLinkRequest && (
        <Button size="compact-xs" variant="subtle" onClick={() => onLinkRequest(user)}>
          {t('people.users.link')}
        </Button>
      )}
    </Group>
  );
}

/**
 * The portal users of one customer: invite, block and unblock, one role each; staff also read a user's history, see and
 * change the customers each user acts for, and switch to a user (the route wires the switch, from the auth feature). A
 * customer's administrator sees its own customer only (the API answers anything else as missing).
 */
export function PortalUsersPanel({
  customerId,
  canReadHistory,
  onSwitchTo,
  onLinkRequest,
}: {
  customerId: number;
  canReadHistory: boolean;
  /** Staff with CP_USERS:SWITCH: act as this user. */
  onSwitchTo?: (user: PortalUser) => void;
  /** Staff with CP_USERS:EDIT: link this user to another customer. */
  onLinkRequest?: (user: PortalUser) => void;
}) {
  const { t } = useTranslation();
  const users = usePortalUsersByCustomer(customerId);
  const status = useSetUserStatus();
  const roles = useSetUserRoles();
  const showCustomers = onLinkRequest !== undefined || canReadHistory;
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack>
        {users.isError && <Alert color="red">{t('people.users.loadFailed')}</Alert>}
        {/* A row holds a role list, a limit field and buttons: on a phone the table scrolls inside its card, each
            control at a width it can be read and used at, rather than squeezed to a sliver. */}
        <Table.ScrollContainer minWidth={showCustomers ? 1080 : 900}>
          <Table data-testid="portal-users" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('people.users.name')}</Table.Th>
                <Table.Th>{t('people.fields.email')}</Table.Th>
                <Table.Th>{t('people.users.role')}</Table.Th>
                <Table.Th>{t('people.users.status')}</Table.Th>
                <Table.Th>{t('heldOrders.orderLimit')}</Table.Th>
                {showCustomers && <Table.Th>{t('people.users.customers')}</Table.Th>}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(users.data ?? []).map((user) => (
                <Table.Tr key={user.id} data-testid="portal-user-row">
                  <Table.Td>
                    {user.firstName} {user.lastName}
                  </Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={t('people.users.role')}
                      size="xs"
                      miw={170}
                      data={CUSTOMER_ROLES.map((code) => ({ value: code, label: roleName(t, code) }))}
                      value={user.roles[0]?.code ?? null}
                      onChange={(code) =>
                        code &&
                        roles.mutate(
                          { id: user.id, roleCodes: [code] },
                          { onSuccess: () => notifyDone('updated', user.email) },
                        )
                      }
                      allowDeselect={false}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Badge color={user.status === 'blocked' ? 'red' : 'green'} variant="light">
                      {t(`people.users.statuses.${user.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <OrderLimitField userId={user.id} customerId={customerId} />
                  </Table.Td>
                  {showCustomers && (
                    <Table.Td>
                      <UserCustomers user={user} onLinkRequest={onLinkRequest} />
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        color={user.status === 'blocked' ? 'green' : 'red'}
                        onClick={() =>
                          status.mutate(
                            { id: user.id, status: user.status === 'blocked' ? 'active' : 'blocked' },
                            { onSuccess: () => notifyDone('updated', user.email) },
                          )
                        }
                      >
                        {user.status === 'blocked' ? t('people.users.unblock') : t('people.users.block')}
                      </Button>
                      {onSwitchTo && (
                        <Button
                          size="xs"
                          variant="light"
                          disabled={user.status !== 'active'}
                          onClick={() => onSwitchTo(user)}
                        >
                          {t('people.users.switchTo')}
                        </Button>
                      )}
                      {canReadHistory && (
                        <Button size="xs" variant="subtle" onClick={() => setHistoryOf(user.id)}>
                          {t('people.users.history')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {users.data?.length === 0 && <Text c="dimmed">{t('people.users.none')}</Text>}
        <InviteForm customerId={customerId} />
      </Stack>
      <HistoryDrawer userId={historyOf} onClose={() => setHistoryOf(null)} />
    </Card>
  );
}
