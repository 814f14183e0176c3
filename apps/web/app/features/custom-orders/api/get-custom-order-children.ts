import { getCustomOrderChildren as getCustomOrderChildrenCall } from '@portal/shared/custom-orders/get-custom-order-children';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';

/** GET /api/customOrders/getByParentId/{id}: the other pieces of a set. */
export function getCustomOrderChildren(
  parentId: number,
): Promise<CallResponse<typeof getCustomOrderChildrenCall>> {
  return api.send(getCustomOrderChildrenCall, { params: { id: parentId } });
}

/** Loaded when the set is opened in the list. */
export function useCustomOrderChildren(parentId: number, enabled: boolean) {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getCustomOrderChildrenCall, { params: { id: parentId } }), lang],
    queryFn: () => getCustomOrderChildren(parentId),
    enabled,
  });
}
