import { Container } from '@mantine/core';
import type { Route } from './+types/storefront-page';
import { ErrorPage } from '../components/error-page';
import { PageHeader } from '../components/page-header';
import { ContentPage } from '../features/cms/public/content-page';
import { loadContentPage, textOf } from '../features/cms/public/load-content-page';
import { pageMeta } from '../lib/page-meta';
import { validatePageRequest } from '../lib/page-request';
import { sessionContext } from '../lib/session/context';
import { storefrontSeoMeta } from '../lib/seo';

/**
 * A storefront page (spec §1). FAQs, contact, account, shipping and general information, testimonials and marketing
 * pages are written in the CMS and rendered on the server from the content query; the others show their frame.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  validatePageRequest(request);
  const { api } = context.get(sessionContext);
  return loadContentPage(api, new URL(request.url));
}

export const meta: Route.MetaFunction = ({ data, location, error, matches }) => {
  if (error || !data?.page) return pageMeta({ location, matches, error });
  return storefrontSeoMeta({
    location,
    matches,
    origin: data.origin,
    path: data.path,
    name: textOf(data.page, 'title'),
    description: textOf(data.page, 'description'),
  });
};

export default function StorefrontPage({ loaderData }: Route.ComponentProps) {
  if (loaderData) return <ContentPage data={loaderData} />;
  return (
    <Container size="xl" py="xl">
      <PageHeader />
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
