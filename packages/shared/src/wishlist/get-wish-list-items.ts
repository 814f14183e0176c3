import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { wishListItem } from './schemas';

/** GET /wishlists/wishListItems: the wish list of the signed-in user for the active customer. */
export const getWishListItems = defineCall({
  name: 'getWishListItems',
  domain: 'wishlist',
  method: 'GET',
  path: '/wishlists/wishListItems',
  permission: 'CP_CATALOG:VIEW',
  summary: 'The wish list of the signed-in user for the active customer',
  response: z.array(wishListItem),
});
