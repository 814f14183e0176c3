import { useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@portal/shared/platform/contract';
import type { getWishListItems } from '@portal/shared/wishlist/get-wish-list-items';
import { domainKey } from '../../../lib/calls';
import { api } from '../../../lib/browser-api';

// The header counter is on every storefront page: this fetcher takes only the contract's types, so that no zod schema
// reaches the storefront's first load (the contract's descriptor would bring them; docs/architecture.md).
export const wishlistKeys = {
  all: domainKey('wishlist'),
  items: () => [...wishlistKeys.all, 'getWishListItems'] as const,
};

/** spec §3 Wish list item. */
export type WishlistItem = CallResponse<typeof getWishListItems>[number];

/** GET /api/wishlists/wishListItems: the list of the wish-list page and the header counter (one cache entry). */
export function useWishlistItems(enabled: boolean) {
  return useQuery({
    queryKey: wishlistKeys.items(),
    queryFn: () => api.get<WishlistItem[]>('/api/wishlists/wishListItems', { silent: true }),
    enabled,
    retry: false,
  });
}
