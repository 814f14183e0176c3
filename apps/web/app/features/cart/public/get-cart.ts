// A door of features/cart (eslint/web-walls.js): what routes, layouts and other features may import from api/get-cart.ts.
export type { CartView } from '../api/get-cart';
