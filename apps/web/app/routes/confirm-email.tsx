import { useSearchParams } from 'react-router';
import type { Route } from './+types/confirm-email';
import { ErrorPage } from '../components/error-page';
import { ConfirmEmailChange } from '../features/users/public/confirm-email-change';

/** /confirm-email?token=… (and /fr/…): the link of the mail that confirms a new sign-in e-mail. */
export default function ConfirmEmail() {
  const [params] = useSearchParams();
  return <ConfirmEmailChange token={params.get('token') ?? ''} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
