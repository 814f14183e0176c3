import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { customOrderKeys } from './keys';

export interface GroupItemType {
  id: number;
  code: string;
  name: string;
  itemGroupId: number | null;
}

/** GET /api/customOrderItemGroup/get-item-types/{groupID}: every active item type of a group, by name. */
export function getItemTypesOfGroup(groupId: number): Promise<GroupItemType[]> {
  return api.get<GroupItemType[]>(`/api/customOrderItemGroup/get-item-types/${groupId}`);
}

export function useItemTypesOfGroup(groupId: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: customOrderKeys.itemTypesOfGroup(groupId ?? 0, lang),
    queryFn: () => getItemTypesOfGroup(groupId!),
    enabled: groupId !== null,
    staleTime: 5 * 60_000,
  });
}
