import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { customOrderKeys } from './keys';

/** A custom-order item group (spec §3: id, groupName, the item types of the group). */
export interface ItemGroup {
  id: number;
  code: string;
  groupName: string;
  parentId: number | null;
  parentGroupName: string | null;
  rank: number;
  itemTypeCount: number;
}

/** GET /api/customOrderItemGroup/get-all: the groups a custom order starts from. */
export function getItemGroups(): Promise<ItemGroup[]> {
  return api.get<ItemGroup[]>('/api/customOrderItemGroup/get-all');
}

export function useItemGroups() {
  const lang = useLang();
  return useQuery({
    queryKey: customOrderKeys.itemGroups(lang),
    queryFn: getItemGroups,
    staleTime: 5 * 60_000,
  });
}
