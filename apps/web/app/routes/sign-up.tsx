import { Container } from '@mantine/core';
import { getCustomerTypes } from '@portal/shared/customers/get-customer-types';
import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/sign-up';
import type { RootData } from '../root';
import { ErrorPage } from '../components/error-page';
import { SignUpForm } from '../features/customers/public/sign-up-form';
import { translator } from '../lib/i18n/i18n';
import { langFromPath } from '../lib/i18n/paths';
import { pageMeta } from '../lib/page-meta';
import { validatePageRequest } from '../lib/page-request';
import { sessionContext } from '../lib/session/context';

/** Rendered on the server with the customer types in the page's language; the form is sent from the browser. */
export async function loader({ request, context }: Route.LoaderArgs) {
  validatePageRequest(request);
  const { api } = context.get(sessionContext);
  return { customerTypes: await api.send(getCustomerTypes, {}) };
}

export const meta: Route.MetaFunction = ({ location, error, matches }) => {
  const t = translator(langFromPath(location.pathname));
  return pageMeta({
    location,
    matches,
    error,
    title: t('people.signUp.title'),
    description: t('people.signUp.intro'),
  });
};

export default function SignUp({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<RootData>('root');
  return (
    <Container size="md" py="xl">
      <SignUpForm
        captcha={root?.captcha ?? { siteKey: null, version: null }}
        customerTypes={loaderData.customerTypes}
      />
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
