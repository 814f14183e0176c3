import { Group } from '@mantine/core';
import { storefrontPaths } from '@portal/shared';
import type { Route } from './+types/product';
import { ErrorPage } from '../components/error-page';
import { AddToCartButton } from '../features/cart/public/add-to-cart-button';
import { ConfiguratorLink } from '../features/catalog/public/configurator-link';
import { ProductView } from '../features/catalog/public/product-view';
import { loadProduct } from '../features/catalog/public/load-catalogue';
import { AddToWishlistButton } from '../features/wishlist/public/add-to-wishlist-button';
import { pageMeta } from '../lib/page-meta';
import { validatePageRequest } from '../lib/page-request';
import { sessionContext } from '../lib/session/context';
import { storefrontSeoMeta } from '../lib/seo';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  validatePageRequest(request);
  const { api } = context.get(sessionContext);
  return loadProduct(api, new URL(request.url), params.productCode);
}

export const meta: Route.MetaFunction = ({ data, location, error, matches }) => {
  if (error || !data) return pageMeta({ location, matches, error });
  const { product } = data;
  return storefrontSeoMeta({
    location,
    matches,
    origin: data.origin,
    path: storefrontPaths.product(product.code),
    name: product.name,
    pageTitle: product.seo?.pageTitle,
    description: product.seo?.metaDescription ?? product.description,
    keywords: product.seo?.metaKeywords,
    image: product.productImageURLs[0] ? `${product.productImageURLs[0]}?w=1280` : null,
  });
};

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <ProductView
      key={product.id}
      product={product}
      actions={(selection) => (
        <Group gap="sm">
          <AddToCartButton {...selection} name={product.name} configuration={selection.configuration} />
          <AddToWishlistButton {...selection} />
          <ConfiguratorLink productCode={product.code} />
        </Group>
      )}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
