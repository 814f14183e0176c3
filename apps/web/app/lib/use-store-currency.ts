import { useRouteLoaderData } from 'react-router';
import type { FrontendData } from '../layouts/frontend';

/** Storefront prices are in the owner company's currency (GET /api/CPCompanyDetails, loaded by the layout). */
export function useStoreCurrency(): string {
  return useRouteLoaderData<FrontendData>('layout.frontend')?.company?.currencyCode ?? 'USD';
}
