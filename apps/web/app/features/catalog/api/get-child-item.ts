import { getChildItem as getChildItemCall } from '@portal/shared/catalog/get-child-item';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { domainKey } from '../../../lib/calls';

export type ChildItem = CallResponse<typeof getChildItemCall>;

/**
 * POST /api/products/getChildItemByMasterItemTypeAttributes: the version of a master item that has the chosen
 * attributes (404 when none has them, which the configurator says in its own words).
 */
export function getChildItem(itemTypeID: number, attributes: Record<string, string>): Promise<ChildItem> {
  return api.send(getChildItemCall, { body: { itemTypeID, attributes } }, { silent: true });
}

export function useChildItemLookup() {
  return useMutation({
    mutationFn: ({ itemTypeID, attributes }: { itemTypeID: number; attributes: Record<string, string> }) =>
      getChildItem(itemTypeID, attributes),
  });
}

/**
 * Whether a product has versions to choose between: a version of a master has; a product that is no version has when
 * the master lookup without conditions finds a child of it.
 */
export function useHasVersions(product: { id: number; masterItemTypeId: number | null }) {
  return useQuery({
    queryKey: [...domainKey('catalog'), 'has-versions', product.id],
    queryFn: () =>
      product.masterItemTypeId !== null
        ? true
        : getChildItem(product.id, {}).then(
            () => true,
            () => false,
          ),
    staleTime: 5 * 60_000,
  });
}
