import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallResponse } from '@portal/shared/platform/contract';
import type { addToWishList } from '@portal/shared/wishlist/add-to-wish-list';
import { api } from '../../../lib/browser-api';
import { wishlistKeys } from './get-wishlist-items';

export type AddToWishlistRequest = CallInput<typeof addToWishList>['body'];

/** POST /api/wishlists/addtowishlist (signed in; the storefront types it from the contract, see get-wishlist-items). */
export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddToWishlistRequest) =>
      api.post<CallResponse<typeof addToWishList>>('/api/wishlists/addtowishlist', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
