import { requestEmailChangeSchemas } from '@portal/shared/users/request-email-change';
import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useRequestEmailChange } from '../api/request-email-change';
import { CardForm } from './card-form';

/**
 * The sign-in e-mail (docs/decisions.md, e-mail change): the current password and the new address; the change waits
 * for the link mailed to that address, so the card says where the link went and leaves the e-mail as it is.
 */
export function EmailCard({ email }: { email: string }) {
  const { t } = useTranslation();
  const change = useRequestEmailChange();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A new form after each request: the typed password does not stay on the page.
  const [round, setRound] = useState(0);
  const empty = { newEmail: '', currentPassword: '' };
  return (
    <CardForm
      key={round}
      title={t('people.cards.signInEmail')}
      testId="card-sign-in-email"
      fields={[
        {
          name: 'newEmail',
          label: t('people.fields.newEmail'),
          type: 'email',
          required: true,
          autoComplete: 'email',
        },
        {
          name: 'currentPassword',
          label: t('people.fields.currentPassword'),
          type: 'password',
          required: true,
          autoComplete: 'current-password',
        },
      ]}
      schema={requestEmailChangeSchemas().body}
      initial={empty}
      pending={change.isPending}
      submitLabel={t('people.emailChange.submit')}
      onSave={async (body) => {
        const sent = body as typeof empty;
        await change.mutateAsync(sent);
        setSentTo(sent.newEmail.trim().toLowerCase());
        setRound((n) => n + 1);
      }}
      extra={
        <Stack gap="xs">
          <Text size="sm" data-testid="sign-in-email">
            {t('people.emailChange.current', { email })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('people.emailChange.rules')}
          </Text>
          {sentTo && (
            <Alert color="blue" variant="light" role="status" data-testid="email-change-sent">
              {t('people.emailChange.sent', { email: sentTo })}
            </Alert>
          )}
        </Stack>
      }
    />
  );
}
