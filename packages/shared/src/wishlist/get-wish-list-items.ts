import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { wishListItem } from './schemas';

export const getWishListItemsSchemas = () => ({ response: z.array(wishListItem) });

/** GET /wishlists/wishListItems: the wish list of the signed-in user for the active customer. */
export const getWishListItems = defineCall<typeof getWishListItemsSchemas>()({
  name: 'getWishListItems',
  domain: 'wishlist',
  method: 'GET',
  path: '/wishlists/wishListItems',
  permission: 'CP_CATALOG:VIEW',
  summary: 'The wish list of the signed-in user for the active customer',
});
