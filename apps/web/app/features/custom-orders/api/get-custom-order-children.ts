import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import type { CustomOrderSummary } from './get-top-level-custom-orders';
import { customOrderKeys } from './keys';

/** GET /api/customOrders/getByParentId/{id}: the other pieces of a set. */
export function getCustomOrderChildren(parentId: number): Promise<CustomOrderSummary[]> {
  return api.get<CustomOrderSummary[]>(`/api/customOrders/getByParentId/${parentId}`);
}

/** Loaded when the set is opened in the list. */
export function useCustomOrderChildren(parentId: number, enabled: boolean) {
  const lang = useLang();
  return useQuery({
    queryKey: customOrderKeys.children(parentId, lang),
    queryFn: () => getCustomOrderChildren(parentId),
    enabled,
  });
}
