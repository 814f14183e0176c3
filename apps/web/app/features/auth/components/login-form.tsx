import { Anchor, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { usePortalLogin } from '../api/portal-login';
import { rememberUser, useRememberedUser } from '../remembered-user';
import { startSession } from '../start-session';
import { isValidEmail } from '../../../lib/email';
import { ApiError } from '../../../lib/api';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import '../../../components/native-fields.css';
import { CaptchaError, type CaptchaConfig, getCaptchaToken } from '../../../lib/captcha';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { homePathFor, safeRedirectTarget } from '../../../lib/session/access';

const Alert = lazy(() => import('./sign-in-alert'));

interface FieldErrors {
  email?: string;
  password?: string;
}

/** Sign-in with e-mail and password (spec §7 portal-login), remember me, and captcha v3 when configured. */
export function LoginForm({
  captcha,
  onForgotPassword,
}: {
  captcha: CaptchaConfig;
  onForgotPassword: (email: string) => void;
}) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const remembered = useRememberedUser();
  const login = usePortalLogin();
  const [emailInput, setEmailInput] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [rememberInput, setRememberInput] = useState<boolean | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [checkingCaptcha, setCheckingCaptcha] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (name, value) =>
    name === 'email' ? setEmailInput(value) : name === 'password' && setPassword(value),
  );

  // The e-mail comes from what was typed, else the link (?email=), else the remembered user.
  const email = emailInput ?? searchParams.get('email') ?? remembered ?? '';
  const remember = rememberInput ?? remembered !== null;

  const validate = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (!isValidEmail(email)) errors.email = t('auth.emailInvalid');
    if (password === '') errors.password = t('auth.passwordRequired');
    return errors;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const errors = validate();
    setFieldErrors(errors);
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();

    let captchaToken: string | undefined;
    if (captcha.siteKey) {
      setCheckingCaptcha(true);
      try {
        captchaToken = await getCaptchaToken(captcha, 'login');
      } catch (error) {
        setFormError(t(`captcha.${error instanceof CaptchaError ? error.code : 'executeFailed'}`));
        return;
      } finally {
        setCheckingCaptcha(false);
      }
    }

    const address = email.trim().toLowerCase();
    login.mutate(
      { email: address, password, captchaToken },
      {
        onSuccess: (response) => {
          rememberUser(remember ? address : null);
          startSession(queryClient, response);
          // A forced password change keeps the user here: the sign-in page shows the change form instead.
          if (response.user.mustChangePassword) return;
          const target = safeRedirectTarget(searchParams.get('redirectTo'));
          void navigate(target ?? localize(homePathFor(response.user)), { replace: true });
        },
        onError: (error) => {
          setPassword('');
          if (!(error instanceof ApiError)) return setFormError(t('auth.loginFailed'));
          if (error.isBlocked) return void navigate(localize('/blocked'));
          if (error.status === 401) return setFormError(t('auth.invalidCredentials'));
          if (error.status === 429) return setFormError(t('auth.tooManyAttempts'));
          if (error.status === 400 && error.hasKey('email'))
            return setFieldErrors({ email: t('auth.emailInvalid') });
          setFormError(t('auth.loginFailed'));
        },
      },
    );
  };

  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
      <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="login-title">
        <Stack>
          <div>
            <Title order={1} id="login-title" fz={28}>
              {t('auth.signInTitle')}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t('auth.signInSubtitle')}
            </Text>
          </div>
          {formError && (
            <Suspense fallback={null}>
              <Alert color="red" variant="light" role="alert" data-testid="login-error">
                {formError}
              </Alert>
            </Suspense>
          )}
          <TextInput
            ref={emailRef}
            label={t('auth.email')}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmailInput(event.currentTarget.value)}
            onBlur={() => {
              if (email !== '' && !isValidEmail(email))
                setFieldErrors((e) => ({ ...e, email: t('auth.emailInvalid') }));
              else setFieldErrors((e) => ({ ...e, email: undefined }));
            }}
            error={fieldErrors.email}
          />
          <PasswordInput
            ref={passwordRef}
            label={t('auth.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldErrors.password}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePasswordVisibility') }}
          />
          <Group justify="space-between" gap="xs">
            {/* A native check box drawn like the storefront's (native-fields.css): Mantine's Checkbox cost the sign-in page 3 KB
                of its 150 KB first-load budget (docs/benchmarks.md). */}
            <label className="nf-check">
              <input
                type="checkbox"
                checked={remember}
                onChange={(event) => setRememberInput(event.currentTarget.checked)}
              />
              {t('auth.rememberMe')}
            </label>
            <Anchor component="button" type="button" size="sm" onClick={() => onForgotPassword(email)}>
              {t('auth.forgotLink')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={login.isPending || checkingCaptcha}>
            {t('auth.signIn')}
          </Button>
          {captcha.siteKey && (
            <Text size="xs" c="dimmed">
              {t('captcha.notice')}
            </Text>
          )}
          <Text size="sm" ta="center">
            {t('auth.newCustomer')}{' '}
            <Anchor href={localize('/sign-up')} underline="always" data-testid="sign-up-link">
              {t('auth.applyForAccount')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
