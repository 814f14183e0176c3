import { getItemType } from '@portal/shared/catalog/get-item-type';
import type { CallInput, CallResponse } from '@portal/shared/platform/contract';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../../lib/api';
import { api } from '../../../../lib/browser-api';
import { callKey } from '../../../../lib/calls';
import { useLang } from '../../../../lib/i18n/use-lang';

const inputOf = (id: number): CallInput<typeof getItemType> => ({
  params: { id },
  query: { includesubitems: true, includevariants: true, includesubItemattributes: true },
});

/** GET /api/itemtypes/{id} with its sub-items (and their attributes) and variants (spec §7). */
export function getProduct(id: number, client: ApiClient = api): Promise<CallResponse<typeof getItemType>> {
  return client.send(getItemType, inputOf(id), { silent: true });
}

export function useProduct(id: number) {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getItemType, inputOf(id)), lang],
    queryFn: () => getProduct(id),
    retry: false,
  });
}
