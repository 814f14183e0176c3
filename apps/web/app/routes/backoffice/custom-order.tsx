import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import type { Route } from './+types/custom-order';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { useCustomOrder } from '../../features/custom-orders/public/get-custom-order';
import { CustomOrderDetailView } from '../../features/custom-orders/public/custom-order-detail';
import { CustomOrderStart } from '../../features/custom-orders/public/custom-order-start';
import { customOrderPaths } from '../../features/custom-orders/public/paths';
import { companyDetailsQueryOptions } from '../../features/reference/public/get-company-details';
import { useLocalizePath } from '../../lib/i18n/use-lang';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** A saved custom order, read-only, titled with its product's name. */
function SavedCustomOrder({ id, currency }: { id: number; currency: string }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const order = useCustomOrder(id);
  return (
    <>
      <PageHeader
        title={order.data?.name}
        actions={
          <Anchor component={Link} to={localize(customOrderPaths.start())} size="sm">
            {t('customOrders.detail.allCustomOrders')}
          </Anchor>
        }
      />
      <CustomOrderDetailView query={order} currency={currency} />
    </>
  );
}

/**
 * /backoffice/order-creation/custom-order/{id?} (spec §2): without an id, the start of a new custom order and the list
 * of saved ones; with an id, that saved custom order.
 */
export default function CustomOrder({ params }: Route.ComponentProps) {
  const currency = useQuery(companyDetailsQueryOptions()).data?.currencyCode ?? 'USD';
  if (params.id) return <SavedCustomOrder key={params.id} id={Number(params.id)} currency={currency} />;
  return (
    <>
      <PageHeader />
      <CustomOrderStart currency={currency} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
