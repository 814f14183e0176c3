import { addToWishList, addToWishListSchemas } from '@portal/shared/wishlist/add-to-wish-list';
import { deleteWishListItem, deleteWishListItemSchemas } from '@portal/shared/wishlist/delete-wish-list-item';
import { getWishListItems, getWishListItemsSchemas } from '@portal/shared/wishlist/get-wish-list-items';
import { bindCall } from '../../platform/route';
import * as wishlist from './service';

export const wishlistRoutes = [
  bindCall(getWishListItems, getWishListItemsSchemas, ({ services, scope, lang }) =>
    wishlist.getWishListItems(services.db, scope, lang),
  ),
  bindCall(addToWishList, addToWishListSchemas, ({ services, scope, lang, body }) =>
    wishlist.addToWishList(services.db, scope, lang, body),
  ),
  bindCall(deleteWishListItem, deleteWishListItemSchemas, ({ services, scope, params }) =>
    wishlist.deleteWishListItem(services.db, scope, params.id),
  ),
];
