import { getItemType as getItemTypeCall } from '@portal/shared/catalog/get-item-type';
import type { CallInput, CallResponse } from '@portal/shared/platform/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';
import type { Lang } from '../../../pages';

const inputOf = (id: number): CallInput<typeof getItemTypeCall> => ({
  params: { id },
  query: { includesubitems: true, includevariants: true, includesubItemattributes: true },
});

/**
 * GET /api/itemtypes/{id} with its sub-items (stones and parts, each with attachedEntityTypeId, isOptional and
 * unitPrice), variants and the sub-items' attributes: what the builder offers for one item type.
 */
export function getItemType(id: number): Promise<CallResponse<typeof getItemTypeCall>> {
  return api.send(getItemTypeCall, inputOf(id), { silent: true });
}

/** Also fetched on demand when a piece is added to a set. */
export const itemTypeQueryOptions = (id: number, lang: Lang) =>
  queryOptions({
    queryKey: [...callKey(getItemTypeCall, inputOf(id)), lang],
    queryFn: () => getItemType(id),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useItemType(id: number) {
  return useQuery(itemTypeQueryOptions(id, useLang()));
}
