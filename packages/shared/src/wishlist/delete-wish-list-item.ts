import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';

export const deleteWishListItemSchemas = () => ({ params: idParams, response: z.object({ id: z.number() }) });

/** DELETE /wishlists/wishlist-item/{id}: one entry off the wish list. */
export const deleteWishListItem = defineCall<typeof deleteWishListItemSchemas>()({
  name: 'deleteWishListItem',
  domain: 'wishlist',
  method: 'DELETE',
  path: '/wishlists/wishlist-item/{id}',
  permission: 'CP_CATALOG:VIEW',
  summary: 'Remove an entry from the wish list',
});
