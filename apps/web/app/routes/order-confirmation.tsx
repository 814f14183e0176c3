import { Container } from '@mantine/core';
import { data } from 'react-router';
import type { Route } from './+types/order-confirmation';
import { ErrorPage } from '../components/error-page';
import { PageHeader } from '../components/page-header';
import { getOrderByCode } from '../features/orders/public/get-order-by-code';
import { OrderConfirmation } from '../features/orders/public/order-confirmation';
import { ApiError } from '../lib/api';
import { validatePageRequest } from '../lib/page-request';
import { sessionContext } from '../lib/session/context';

/** Server-rendered: the order by its code; an unknown code or another customer's order is the 404 page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  validatePageRequest(request);
  if (!params.orderCode) throw data('Not Found', { status: 404 });
  const { api } = context.get(sessionContext);
  try {
    return { order: await getOrderByCode(params.orderCode, api) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data('Not Found', { status: 404 });
    }
    throw error;
  }
}

/** spec §1: the storefront's order confirmation, reached after submitting and again from the order's drawer. */
export default function OrderConfirmationPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container size="lg" py="xl">
      <PageHeader />
      <OrderConfirmation order={loaderData.order} />
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
