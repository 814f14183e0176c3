import { addToWishListRequest, wishListItem } from '@portal/shared';
import { z } from 'zod';
import { requestLanguage } from '../../platform/language';
import { requireScope } from '../../platform/request-context';
import { defineRoute } from '../../platform/route';
import * as wishlist from './service';

export const wishlistRoutes = [
  defineRoute({
    method: 'GET',
    url: '/wishlists/wishListItems',
    permission: 'CP_CATALOG:VIEW',
    summary: 'The wish list of the signed-in user for the active customer',
    response: z.array(wishListItem),
    handler: ({ services, scope, request }) =>
      wishlist.listWishlist(services.db, requireScope(scope), requestLanguage(request)),
  }),
  defineRoute({
    method: 'POST',
    url: '/wishlists/addtowishlist',
    permission: 'CP_CATALOG:VIEW',
    summary: 'Add a product (with metal and configuration) to the wish list',
    body: addToWishListRequest,
    response: wishListItem,
    handler: ({ services, scope, request, body }) =>
      wishlist.addToWishlist(services.db, requireScope(scope), requestLanguage(request), body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/wishlists/wishlist-item/:id',
    permission: 'CP_CATALOG:VIEW',
    summary: 'Remove an entry from the wish list',
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: z.object({ id: z.number() }),
    handler: ({ services, scope, params }) =>
      wishlist.removeFromWishlist(services.db, requireScope(scope), params.id),
  }),
];
