import { defineCall } from '../platform/contract';
import { addToWishListRequest, wishListItem } from './schemas';

/** POST /wishlists/addtowishlist: a product, with its metal and configuration, onto the wish list. */
export const addToWishList = defineCall({
  name: 'addToWishList',
  domain: 'wishlist',
  method: 'POST',
  path: '/wishlists/addtowishlist',
  permission: 'CP_CATALOG:VIEW',
  summary: 'Add a product (with metal and configuration) to the wish list',
  body: addToWishListRequest,
  response: wishListItem,
});
