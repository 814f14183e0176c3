import { getItemGroups as getItemGroupsCall } from '@portal/shared/catalog/get-item-groups';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';

/** A custom-order item group (spec §3: id, groupName, the item types of the group). */
export type ItemGroup = CallResponse<typeof getItemGroupsCall>[number];

/** GET /api/customOrderItemGroup/get-all: the groups a custom order starts from. */
export function getItemGroups(): Promise<ItemGroup[]> {
  return api.send(getItemGroupsCall, {});
}

export function useItemGroups() {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getItemGroupsCall), lang],
    queryFn: getItemGroups,
    staleTime: 5 * 60_000,
  });
}
