import type { addToWishListRequest } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/browser-api';
import { wishlistKeys } from './get-wishlist-items';

export type AddToWishlistRequest = z.input<typeof addToWishListRequest>;

/** POST /api/wishlists/addtowishlist (signed in). */
export function addToWishlist(body: AddToWishlistRequest): Promise<unknown> {
  return api.post('/api/wishlists/addtowishlist', body);
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
