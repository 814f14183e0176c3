import { Alert, Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/custom-order-builder';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { useItemType } from '../../features/custom-orders/public/get-item-type';
import { type CustomerPickerSlot, DesignBuilder } from '../../features/custom-orders/public/design-builder';
import { parentIdOf } from '../../features/custom-orders/public/paths';
import { CustomerSelect } from '../../features/customers/public/customer-select';
import { companyDetailsQueryOptions } from '../../features/reference/public/get-company-details';
import { pageFrameLoaders } from '../../lib/page-request';
import { useCurrentUser } from '../../lib/session/session';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/**
 * /backoffice/order-creation/custom-order/item-type/{id} (spec §2): the custom order builder of one item type; with
 * ?parentId= the piece joins that set. Staff choose the customer the order is for.
 */
export default function CustomOrderBuilder({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const parentId = parentIdOf(search);
  const product = useItemType(Number(params.id));
  const currency = useQuery(companyDetailsQueryOptions()).data?.currencyCode ?? 'USD';

  const customerPicker: CustomerPickerSlot | undefined =
    user.kind === 'staff'
      ? ({ value, onChange }) => (
          <CustomerSelect
            label={t('customOrders.builder.customer')}
            description={t('customOrders.builder.customerHint')}
            value={value}
            onChange={(customer) => onChange(customer.id)}
          />
        )
      : undefined;

  return (
    <>
      <PageHeader title={product.data?.name} />
      {product.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : product.isError ? (
        <Alert color="red" variant="light" data-testid="builder-missing">
          {t('customOrders.builder.missing')}
        </Alert>
      ) : (
        <DesignBuilder
          key={`${product.data.id}-${parentId ?? ''}`}
          product={product.data}
          parentId={parentId}
          currency={currency}
          customerPicker={customerPicker}
        />
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
