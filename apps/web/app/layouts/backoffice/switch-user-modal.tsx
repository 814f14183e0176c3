import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useSwitchUser } from '../../features/auth/public/switch-user';
import { startSession } from '../../features/auth/public/start-session';
import { useCustomersWithActivePortalUser } from '../../features/customers/public/get-customers-with-active-portal-user';
import { usePortalUsersByCustomer } from '../../features/users/public/get-portal-users-by-customer';
import { notifySuccess } from '../../lib/feedback';
import { useLocalizePath } from '../../lib/i18n/use-lang';
import { homePathFor } from '../../lib/session/access';

/** spec §2 Switch user: staff pick a customer, then one of its portal users, and act as that user. */
export function SwitchUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [userId, setUserId] = useState<number | null>(null);
  const customers = useCustomersWithActivePortalUser(opened);
  const users = usePortalUsersByCustomer(customerId);
  const switchUser = useSwitchUser();

  const close = () => {
    setCustomerId(null);
    setUserId(null);
    onClose();
  };

  const submit = () => {
    if (userId === null) return;
    switchUser.mutate(userId, {
      onSuccess: (response) => {
        startSession(queryClient, response);
        close();
        notifySuccess(t('switchUser.switched', { name: response.user.fullName }));
        void navigate(localize(homePathFor(response.user)));
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={t('switchUser.title')} centered>
      <Stack>
        <Text size="sm">{t('switchUser.description')}</Text>
        <Select
          label={t('switchUser.customer')}
          placeholder={t('switchUser.customerPlaceholder')}
          searchable
          nothingFoundMessage={t('switchUser.nothingFound')}
          data={(customers.data ?? []).map((c) => ({
            value: String(c.id),
            label: `${c.name} (${c.accountNumber})`,
          }))}
          value={customerId === null ? null : String(customerId)}
          onChange={(value) => {
            setCustomerId(value ? Number(value) : null);
            setUserId(null);
          }}
          disabled={customers.isLoading}
          data-testid="switch-user-customer"
        />
        <Select
          label={t('switchUser.user')}
          placeholder={t('switchUser.userPlaceholder')}
          searchable
          nothingFoundMessage={t('switchUser.nothingFound')}
          data={(users.data ?? []).map((u) => ({
            value: String(u.id),
            label: `${u.firstName} ${u.lastName} <${u.email}>`,
            disabled: u.status !== 'active',
          }))}
          value={userId === null ? null : String(userId)}
          onChange={(value) => setUserId(value ? Number(value) : null)}
          disabled={customerId === null || users.isLoading}
          data-testid="switch-user-user"
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} disabled={userId === null} loading={switchUser.isPending}>
            {t('switchUser.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
