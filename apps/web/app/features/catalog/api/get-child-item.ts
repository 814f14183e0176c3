import { getChildItem as getChildItemCall } from '@portal/shared/catalog/get-child-item';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';

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
