import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { ErrorPage } from '../components/error-page';

/** spec §2: the catch-all route; every unknown path answers 404 'This page could not be found'. */
function notFound(): never {
  throw data('Not Found', { status: 404 });
}

export const loader = notFound;
export const clientLoader = notFound;

export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
