import type { ProductDetail } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import type { Lang } from '../../../pages';
import { customOrderKeys } from './keys';

/**
 * GET /api/itemtypes/{id} with its sub-items (stones and parts, each with attachedEntityTypeId, isOptional and
 * unitPrice), variants and the sub-items' attributes: what the builder offers for one item type.
 */
export function getItemType(id: number): Promise<ProductDetail> {
  return api.get<ProductDetail>(`/api/itemtypes/${id}`, {
    query: { includesubitems: true, includevariants: true, includesubItemattributes: true },
    silent: true,
  });
}

/** Also fetched on demand when a piece is added to a set. */
export const itemTypeQueryOptions = (id: number, lang: Lang) =>
  queryOptions({
    queryKey: customOrderKeys.itemType(id, lang),
    queryFn: () => getItemType(id),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useItemType(id: number) {
  return useQuery(itemTypeQueryOptions(id, useLang()));
}
