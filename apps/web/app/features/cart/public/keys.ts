// A door of features/cart (eslint/web-walls.js): what routes, layouts and other features may import from api/keys.ts.
export { cartKeys } from '../api/keys';
