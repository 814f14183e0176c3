import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@portal/shared/platform/contract';
import { addToWishList } from '@portal/shared/wishlist/add-to-wish-list';
import { api } from '../../../lib/browser-api';
import { wishlistKeys } from './get-wishlist-items';

export type AddToWishlistRequest = CallInput<typeof addToWishList>['body'];

/** POST /api/wishlists/addtowishlist (signed in). */
export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddToWishlistRequest) => api.send(addToWishList, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
