// A door of features/orders (eslint/web-walls.js): what routes, layouts and other features may import from api/get-order-by-code.ts.
export { getOrderByCode } from '../api/get-order-by-code';
