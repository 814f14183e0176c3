import { defineCall } from '../platform/contract';
import { addToWishListRequest, wishListItem } from './schemas';

export const addToWishListSchemas = () => ({
  examples: [{ body: { itemTypeID: 1 } }],
  body: addToWishListRequest,
  response: wishListItem,
});

/** POST /wishlists/addtowishlist: a product, with its metal and configuration, onto the wish list. */
export const addToWishList = defineCall<typeof addToWishListSchemas>()({
  name: 'addToWishList',
  domain: 'wishlist',
  method: 'POST',
  path: '/wishlists/addtowishlist',
  permission: 'CP_CATALOG:VIEW',
  summary: 'Add a product (with metal and configuration) to the wish list',
});
