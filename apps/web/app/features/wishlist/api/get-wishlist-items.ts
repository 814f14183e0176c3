import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';

export const wishlistKeys = {
  all: ['wishlist'] as const,
  items: () => [...wishlistKeys.all, 'items'] as const,
};

/** spec §3 Wish list item. */
export interface WishlistItem {
  id: number;
}

/** GET /api/wishlists/wishListItems: the signed-in user's wish list. */
export function getWishlistItems(): Promise<WishlistItem[]> {
  return api.get<WishlistItem[]>('/api/wishlists/wishListItems', { silent: true });
}

export function useWishlistItems(enabled: boolean) {
  return useQuery({ queryKey: wishlistKeys.items(), queryFn: getWishlistItems, enabled, retry: false });
}
