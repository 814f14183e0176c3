// A door of features/cart (eslint/web-walls.js): what routes, layouts and other features may import from api/get-cart-item-count.ts.
export { useCartItemCount } from '../api/get-cart-item-count';
