import { Container } from '@mantine/core';
import type { Route } from './+types/find-authorized-partner';
import { ErrorPage } from '../components/error-page';
import { PartnerFinder } from '../features/customers/public/partner-finder';
import { loadPartners } from '../features/customers/public/load-partners';
import { translator } from '../lib/i18n/i18n';
import { langFromPath } from '../lib/i18n/paths';
import { pageMeta } from '../lib/page-meta';
import { validatePageRequest } from '../lib/page-request';
import { sessionContext } from '../lib/session/context';

/** Rendered on the server for every search (?countryId=&stateId=), so crawlers and visitors without JavaScript get it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  validatePageRequest(request);
  const { api } = context.get(sessionContext);
  return loadPartners(api, new URL(request.url));
}

export const meta: Route.MetaFunction = ({ location, error, matches }) => {
  const t = translator(langFromPath(location.pathname));
  return pageMeta({
    location,
    matches,
    error,
    title: t('people.partners.title'),
    description: t('people.partners.intro'),
  });
};

export default function FindAuthorizedPartner({ loaderData }: Route.ComponentProps) {
  // The storefront's other pages sit in a container with its margins (contact-us, content pages).
  return (
    <Container size="lg" py="xl">
      <PartnerFinder search={loaderData} />
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
