// A door of features/wishlist (eslint/web-walls.js): what routes, layouts and other features may import from api/get-wishlist-items.ts.
export { useWishlistItems } from '../api/get-wishlist-items';
