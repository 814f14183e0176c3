import { storefrontPaths } from '@portal/shared';
import type { Route } from './+types/catalogue';
import { ErrorPage } from '../components/error-page';
import { CatalogueOverview } from '../features/catalog/public/catalogue-overview';
import { CatalogueView } from '../features/catalog/public/catalogue-view';
import { loadCatalogue } from '../features/catalog/public/load-catalogue';
import { translator } from '../lib/i18n/i18n';
import { langFromPath } from '../lib/i18n/paths';
import { pageMeta } from '../lib/page-meta';
import { validatePageRequest } from '../lib/page-request';
import { sessionContext } from '../lib/session/context';
import { storefrontSeoMeta } from '../lib/seo';

/** Rendered on the server for every state of the URL (category, filters, sort, page). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  validatePageRequest(request);
  const { api } = context.get(sessionContext);
  return loadCatalogue(api, new URL(request.url), params.categoryCode);
}

export const meta: Route.MetaFunction = ({ data, location, error, matches }) => {
  if (error || !data) return pageMeta({ location, matches, error });
  if (data.kind === 'overview') {
    return storefrontSeoMeta({
      location,
      matches,
      origin: data.origin,
      path: storefrontPaths.catalogue(),
      name: translator(langFromPath(location.pathname))('pages.storefront.catalogue'),
    });
  }
  const { category, state } = data;
  if (!category) {
    // A search's results: titled after the search, not indexed (the catalogue is the canonical page).
    return [
      ...storefrontSeoMeta({
        location,
        matches,
        origin: data.origin,
        path: storefrontPaths.catalogue(),
        name: translator(langFromPath(location.pathname))('search.resultsTitle', { search: state.search }),
      }),
      { name: 'robots', content: 'noindex, follow' },
    ];
  }
  return storefrontSeoMeta({
    location,
    matches,
    origin: data.origin,
    // Filtered and sorted views are the category's page; later pages are pages of their own.
    path: `${storefrontPaths.category(category.code)}${state.page > 1 ? `?page=${state.page}` : ''}`,
    name: category.name,
    pageTitle: category.seo?.pageTitle,
    description: category.seo?.metaDescription ?? category.description,
    keywords: category.seo?.metaKeywords,
    image: category.largeImage ?? category.smallImage,
  });
};

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'overview') {
    return <CatalogueOverview categories={loaderData.categories} featured={loaderData.featured} />;
  }
  return (
    <CatalogueView
      key={loaderData.category?.id ?? 'search'}
      categories={loaderData.categories}
      category={loaderData.category}
      attributes={loaderData.attributes}
      products={loaderData.products}
      state={loaderData.state}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
