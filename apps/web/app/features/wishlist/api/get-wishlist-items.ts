import { useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@portal/shared/platform/contract';
import { getWishListItems } from '@portal/shared/wishlist/get-wish-list-items';
import { api } from '../../../lib/browser-api';
import { callKey, domainKey } from '../../../lib/calls';

export const wishlistKeys = { all: domainKey('wishlist'), items: () => callKey(getWishListItems) };

/** spec §3 Wish list item. */
export type WishlistItem = CallResponse<typeof getWishListItems>[number];

/** GET /api/wishlists/wishListItems: the list of the wish-list page and the header counter (one cache entry). */
export function useWishlistItems(enabled: boolean) {
  return useQuery({
    queryKey: wishlistKeys.items(),
    queryFn: () => api.send(getWishListItems, {}, { silent: true }),
    enabled,
    retry: false,
  });
}
