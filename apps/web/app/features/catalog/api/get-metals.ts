import { getMetalsShownInCatalog as getMetalsShownInCatalogCall } from '@portal/shared/catalog/get-metals-shown-in-catalog';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';

export type Metal = CallResponse<typeof getMetalsShownInCatalogCall>[number];

/** GET /api/Metals/ShownInCatalog: the metals offered, with colour and karat (the configurator's swatches). */
export function getMetalsShownInCatalog(client: ApiClient = api): Promise<Metal[]> {
  return client.send(getMetalsShownInCatalogCall, {}, { silent: true });
}

/** The configurator's, the back-office product page's and the custom-order builder's metals: one cache, names in the page's language. */
export function useMetalsShownInCatalog() {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getMetalsShownInCatalogCall), lang],
    queryFn: () => getMetalsShownInCatalog(),
    staleTime: 5 * 60_000,
  });
}
