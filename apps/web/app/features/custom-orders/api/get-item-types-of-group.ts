import { getItemTypesOfGroup as getItemTypesOfGroupCall } from '@portal/shared/catalog/get-item-types-of-group';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';

export type GroupItemType = CallResponse<typeof getItemTypesOfGroupCall>[number];

/** GET /api/customOrderItemGroup/get-item-types/{groupID}: every active item type of a group, by name. */
export function getItemTypesOfGroup(groupId: number): Promise<GroupItemType[]> {
  return api.send(getItemTypesOfGroupCall, { params: { groupID: groupId } });
}

export function useItemTypesOfGroup(groupId: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getItemTypesOfGroupCall, { params: { groupID: groupId ?? 0 } }), lang],
    queryFn: () => getItemTypesOfGroup(groupId!),
    enabled: groupId !== null,
    staleTime: 5 * 60_000,
  });
}
