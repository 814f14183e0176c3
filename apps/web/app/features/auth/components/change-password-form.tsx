import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useChangePassword } from '../api/change-password';
import { newPasswordProblem } from '../validation';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/feedback';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { homePathFor } from '../../../lib/session/access';
import { sessionQueryOptions, useSession } from '../../../lib/session/session';
import { useSignOut } from '../../../lib/session/use-sign-out';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';

interface Fields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

type Errors = Partial<Record<keyof Fields, string>>;

/**
 * The forced password change (spec §5: after signing in with a generated password, a change is required). Until it
 * is done the API answers only the user and this call.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const change = useChangePassword();
  const { user } = useSession();
  const [fields, setFields] = useState<Fields>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (name, value) => {
    if (name in fields) setFields((current) => ({ ...current, [name]: value }));
  });

  const set = (name: keyof Fields) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [name]: value }));
  };

  const validate = (): Errors => {
    const found: Errors = {};
    if (!fields.currentPassword) found.currentPassword = t('auth.passwordRequired');
    const problem = newPasswordProblem(fields.newPassword);
    if (problem) found.newPassword = t(problem);
    if (fields.confirmPassword !== fields.newPassword) found.confirmPassword = t('auth.passwordsDoNotMatch');
    return found;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(fields, {
      onSuccess: async () => {
        notifySuccess(t('auth.passwordChanged'));
        const session = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
        void navigate(session.user ? localize(homePathFor(session.user)) : localize('/'), { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && error.errorMessages.length > 0) {
          const byField: Errors = {};
          for (const message of error.errorMessages) {
            if (message.key === 'currentPassword') byField.currentPassword = t('auth.currentPasswordWrong');
            else if (message.key === 'newPassword') byField.newPassword = message.value;
            else if (message.key === 'confirmPassword')
              byField.confirmPassword = t('auth.passwordsDoNotMatch');
          }
          setErrors(byField);
          if (Object.keys(byField).length > 0) return;
        }
        setFormError(
          error instanceof ApiError && error.userMessages[0]
            ? error.userMessages[0]
            : t('auth.passwordChangeFailed'),
        );
      },
    });
  };

  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
      <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
        <Stack>
          <div>
            <Title order={1} id="change-password-title" fz={28}>
              {t('auth.changePasswordTitle')}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t('auth.changePasswordRequired')}
            </Text>
          </div>
          {/* For password managers: whose password this is. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={user?.email ?? ''}
            readOnly
            hidden
          />
          {formError && (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          )}
          <PasswordInput
            label={t('auth.currentPassword')}
            autoComplete="current-password"
            required
            name="currentPassword"
            value={fields.currentPassword}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePasswordVisibility') }}
            onChange={set('currentPassword')}
            error={errors.currentPassword}
          />
          <PasswordInput
            label={t('auth.newPassword')}
            description={t('auth.passwordRules')}
            autoComplete="new-password"
            required
            name="newPassword"
            value={fields.newPassword}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePasswordVisibility') }}
            onChange={set('newPassword')}
            error={errors.newPassword}
          />
          <PasswordInput
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            required
            name="confirmPassword"
            value={fields.confirmPassword}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePasswordVisibility') }}
            onChange={set('confirmPassword')}
            error={errors.confirmPassword}
          />
          <Button type="submit" fullWidth size="md" loading={change.isPending}>
            {t('auth.changePassword')}
          </Button>
          <Anchor component="button" type="button" onClick={signOut} size="sm" ta="center">
            {t('nav.signOut')}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
