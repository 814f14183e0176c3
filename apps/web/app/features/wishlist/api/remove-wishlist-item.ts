import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWishListItem } from '@portal/shared/wishlist/delete-wish-list-item';
import { api } from '../../../lib/browser-api';
import { type WishlistItem, wishlistKeys } from './get-wishlist-items';

/** DELETE /api/wishlists/wishlist-item/{id}: removes the row at once and puts it back if the call fails. */
export function useRemoveWishlistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.send(deleteWishListItem, { params: { id } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: wishlistKeys.items() });
      const previous = queryClient.getQueryData<WishlistItem[]>(wishlistKeys.items());
      queryClient.setQueryData<WishlistItem[]>(wishlistKeys.items(), (items) =>
        items?.filter((i) => i.id !== id),
      );
      return { previous };
    },
    onError: (_error, _id, context) => queryClient.setQueryData(wishlistKeys.items(), context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
