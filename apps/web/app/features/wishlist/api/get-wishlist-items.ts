import type { wishListItem } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/browser-api';

export const wishlistKeys = {
  all: ['wishlist'] as const,
  items: () => [...wishlistKeys.all, 'items'] as const,
};

/** spec §3 Wish list item. */
export type WishlistItem = z.infer<typeof wishListItem>;

/** GET /api/wishlists/wishListItems: the signed-in user's wish list. */
export function getWishlistItems(): Promise<WishlistItem[]> {
  return api.get<WishlistItem[]>('/api/wishlists/wishListItems', { silent: true });
}

/** The list of the wish-list page and the header counter (one query, one cache entry). */
export function useWishlistItems(enabled: boolean) {
  return useQuery({ queryKey: wishlistKeys.items(), queryFn: getWishlistItems, enabled, retry: false });
}
