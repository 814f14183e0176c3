import '../styles/mantine-forms.css';
import { Container } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/login';
import type { RootData } from '../root';
import { ErrorPage } from '../components/error-page';
import { LoginForm } from '../features/auth/public/login-form';
import { langFromPath, localizePath } from '../lib/i18n/paths';
import { homePathFor } from '../lib/session/access';
import { type SessionAccess, sessionContext } from '../lib/session/context';
import { useSession } from '../lib/session/session';

/** Someone already signed in has nothing to do here, unless a password change is pending. */
async function redirectSignedIn(request: Request, access: SessionAccess): Promise<null> {
  const session = await access.getSession().catch(() => null);
  const user = session?.user;
  if (user && !user.mustChangePassword) {
    throw redirect(localizePath(homePathFor(user), langFromPath(new URL(request.url).pathname)));
  }
  return null;
}

// The forms a visitor reaches from the sign-in form load when asked for: the page stays within its 150 KB
// (docs/benchmarks.md).
const ChangePasswordForm = lazy(() =>
  import('../features/auth/public/change-password-form').then((m) => ({ default: m.ChangePasswordForm })),
);
const ForgotPasswordForm = lazy(() =>
  import('../features/auth/public/forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);

export const loader = ({ request, context }: Route.LoaderArgs) =>
  redirectSignedIn(request, context.get(sessionContext));
export const clientLoader = ({ request, context }: Route.ClientLoaderArgs) =>
  redirectSignedIn(request, context.get(sessionContext));

export default function Login() {
  const { user } = useSession();
  const root = useRouteLoaderData<RootData>('root');
  // The forgot-password form replaces the sign-in form, starting from the e-mail typed so far.
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  // Only the forms loaded on demand sit in a Suspense boundary: around the sign-in form, React streamed the form after
  // the footer and moved the footer down when it arrived (a layout shift of 0.41 on a phone).
  let content: ReactNode;
  if (user?.mustChangePassword) content = <ChangePasswordForm />;
  else if (forgotEmail !== null) {
    content = <ForgotPasswordForm initialEmail={forgotEmail} onBack={() => setForgotEmail(null)} />;
  }
  return (
    <Container size={460} py={{ base: 'xl', sm: 64 }} px="md">
      {content ? (
        <Suspense fallback={null}>{content}</Suspense>
      ) : (
        <LoginForm
          captcha={root?.captcha ?? { siteKey: null, version: null }}
          onForgotPassword={setForgotEmail}
        />
      )}
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
