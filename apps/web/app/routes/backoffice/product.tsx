import { Alert, Anchor, Group, Loader } from '@mantine/core';
import { storefrontPaths } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/product';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { AddToCartButton } from '../../features/cart/public/add-to-cart-button';
import { useProduct } from '../../features/catalog/public/get-product';
import { ProductAdminFacts } from '../../features/catalog/public/product-admin-facts';
import { useMetalsShownInCatalog } from '../../features/catalog/public/get-metals';
import { ProductConfigurator } from '../../features/catalog/public/product-configurator';
import { companyDetailsQueryOptions } from '../../features/reference/public/get-company-details';
import { useLocalizePath } from '../../lib/i18n/use-lang';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/**
 * /backoffice/product/{id}: the product with its pictures per metal, live price for the caller (a customer's discount
 * included), sub-items, variants and custom attribute values.
 */
export default function BackofficeProduct({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const product = useProduct(Number(params.id));
  const metals = useMetalsShownInCatalog();
  const currency = useQuery(companyDetailsQueryOptions()).data?.currencyCode ?? 'USD';

  if (product.isPending) return <Loader aria-label={t('app.loading')} />;
  if (product.isError) {
    return (
      <>
        <PageHeader />
        <Alert color="red" role="alert" title={t('catalogAdmin.product.missing')}>
          <Anchor component={Link} to={localize('/backoffice/product-catalog')}>
            {t('catalogAdmin.product.back')}
          </Anchor>
        </Alert>
      </>
    );
  }
  const detail = product.data;
  return (
    <>
      <PageHeader
        title={detail.name}
        actions={
          detail.shownInCatalog ? (
            <Group gap="sm">
              <Anchor component={Link} to={localize(storefrontPaths.configurator(detail.code))} size="sm">
                {t('catalogAdmin.product.configurator')}
              </Anchor>
            </Group>
          ) : undefined
        }
      />
      <ProductConfigurator
        key={detail.id}
        product={detail}
        metals={metals.data ?? []}
        initialMetalId={detail.metalId ?? detail.metals[0]?.id ?? null}
        currency={currency}
        showName={false}
        onVersionChosen={(child) => void navigate(localize(`/backoffice/product/${child.id}`))}
        // The quantity chosen here goes into the cart, as on the storefront (hidden from a read-only user).
        actions={(selection) => (
          <AddToCartButton {...selection} name={detail.name} configuration={selection.configuration} />
        )}
        facts={<ProductAdminFacts product={detail} currency={currency} />}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
