import { getCategory as getCategoryCall } from '@portal/shared/catalog/get-category';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/browser-api';
import { callKey } from '../../../../lib/calls';
import { useLang } from '../../../../lib/i18n/use-lang';

/** GET /api/productCategories/{id}: one category, names in the page's language. */
export function getCategory(id: number): Promise<CallResponse<typeof getCategoryCall>> {
  return api.send(getCategoryCall, { params: { id } }, { silent: true });
}

export function useCategory(id: number) {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getCategoryCall, { params: { id } }), lang],
    queryFn: () => getCategory(id),
    retry: false,
  });
}
