import { useRouteLoaderData } from 'react-router';

/** The part of the storefront layout's data this hook reads (lib does not import layouts). */
interface WithCompanyCurrency {
  company?: { currencyCode?: string } | null;
}

/** Storefront prices are in the owner company's currency (GET /api/CPCompanyDetails, loaded by the layout). */
export function useStoreCurrency(): string {
  return useRouteLoaderData<WithCompanyCurrency>('layout.frontend')?.company?.currencyCode ?? 'USD';
}
