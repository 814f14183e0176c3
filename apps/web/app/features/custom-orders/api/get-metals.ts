import { getMetalsShownInCatalog } from '@portal/shared/catalog/get-metals-shown-in-catalog';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';

export type Metal = CallResponse<typeof getMetalsShownInCatalog>[number];

/** GET /api/Metals/ShownInCatalog: the metals offered, with karat and colour (the builder's swatches). */
export function getMetals(): Promise<Metal[]> {
  return api.send(getMetalsShownInCatalog, {}, { silent: true });
}

/** One cache with the catalogue's metals: the call's key, names in the page's language. */
export function useMetals() {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getMetalsShownInCatalog), lang],
    queryFn: getMetals,
    staleTime: 5 * 60_000,
  });
}
