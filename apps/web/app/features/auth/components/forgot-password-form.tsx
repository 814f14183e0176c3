import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ApiError } from '../../../lib/api';
import { useForgotPassword } from '../api/forgot-password';
import { isValidEmail } from '../../../lib/email';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';

/** spec §5 Forgot password: ask for a generated password by e-mail. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t } = useTranslation();
  const request = useForgotPassword();
  const [email, setEmail] = useState(initialEmail);
  const [emailError, setEmailError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (name, value) => name === 'email' && setEmail(value));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setEmailError(t('auth.emailInvalid'));
      emailRef.current?.focus();
      return;
    }
    setEmailError(null);
    request.mutate(email.trim().toLowerCase());
  };

  const failed =
    request.error instanceof ApiError && request.error.status === 429
      ? 'auth.tooManyAttempts'
      : 'auth.forgotFailed';

  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="forgot-title">
        <Stack>
          <div>
            <Title order={1} id="forgot-title" fz={28}>
              {t('auth.forgotTitle')}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t('auth.forgotText')}
            </Text>
          </div>
          {request.isSuccess && (
            <Alert color="green" variant="light" role="status" data-testid="forgot-sent">
              {t('auth.forgotSent')}
            </Alert>
          )}
          {request.isError && (
            <Alert color="red" variant="light" role="alert">
              {t(failed)}
            </Alert>
          )}
          <TextInput
            ref={emailRef}
            label={t('auth.email')}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={emailError}
          />
          <Button type="submit" fullWidth size="md" loading={request.isPending}>
            {t('auth.forgotSubmit')}
          </Button>
          <Anchor component="button" type="button" onClick={onBack} size="sm" ta="center">
            {t('auth.backToSignIn')}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
