import { getAddableItems as getAddableItemsCall } from '@portal/shared/catalog/get-addable-items';
import type { CallInput, CallResponse } from '@portal/shared/platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/browser-api';
import { callKey } from '../../../../lib/calls';

export type AddableItemPage = CallResponse<typeof getAddableItemsCall>;

export const ADDABLE_PAGE_SIZE = 10;

const inputOf = (
  categoryId: number,
  search: string,
  pageNo: number,
): CallInput<typeof getAddableItemsCall> => ({
  query: { categoryId, search: search.trim() || undefined, pageNo, pageSize: ADDABLE_PAGE_SIZE },
});

/** GET /api/ItemTypes/CanBeAddedToCategory: catalogue items not yet in the category, searched by name or code. */
export function getAddableItems(
  categoryId: number,
  search: string,
  pageNo: number,
): Promise<AddableItemPage> {
  return api.send(getAddableItemsCall, inputOf(categoryId, search, pageNo));
}

export function useAddableItems(categoryId: number, search: string, pageNo: number, enabled: boolean) {
  return useQuery({
    queryKey: callKey(getAddableItemsCall, inputOf(categoryId, search, pageNo)),
    queryFn: () => getAddableItems(categoryId, search, pageNo),
    enabled,
    placeholderData: keepPreviousData,
  });
}
