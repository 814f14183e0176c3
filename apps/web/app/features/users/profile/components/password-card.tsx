import { changePassword, changePasswordSchemas } from '@portal/shared/users/change-password';
import { Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../../lib/browser-api';
import { notifyDone } from '../../../../lib/feedback';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { CardForm } from './card-form';

/**
 * Password change: the current password, a new one that meets the strength rule of the shared contract, typed twice.
 * The API signs out every other session of the user.
 */
export function PasswordCard() {
  const { t } = useTranslation();
  const title = t('people.cards.password');
  // A new form after each change: the typed passwords do not stay on the page.
  const [round, setRound] = useState(0);
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
      api.send(changePassword, { body }, { silent: true }),
    onSuccess: () => {
      notifyDone('saved', title);
      setRound((n) => n + 1);
    },
  });
  const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
  return (
    <CardForm
      key={round}
      title={title}
      testId="card-password"
      fields={[
        {
          name: 'currentPassword',
          label: t('people.fields.currentPassword'),
          type: 'password',
          required: true,
          autoComplete: 'current-password',
        },
        {
          name: 'newPassword',
          label: t('people.fields.newPassword'),
          type: 'password',
          required: true,
          autoComplete: 'new-password',
        },
        {
          name: 'confirmPassword',
          label: t('people.fields.confirmPassword'),
          type: 'password',
          required: true,
          autoComplete: 'new-password',
        },
      ]}
      schema={changePasswordSchemas().body}
      initial={empty}
      pending={change.isPending}
      onSave={(body) => change.mutateAsync(body as typeof empty)}
      extra={
        <Text size="xs" c="dimmed">
          {t('people.passwordRules')}
        </Text>
      }
    />
  );
}
