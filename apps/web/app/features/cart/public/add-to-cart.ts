// A door of features/cart (eslint/web-walls.js): what routes, layouts and other features may import from api/add-to-cart.ts.
export { useAddToCart } from '../api/add-to-cart';
