// A door of features/custom-orders (eslint/web-walls.js): what routes, layouts and other features may import from api/get-custom-order.ts.
export { useCustomOrder } from '../api/get-custom-order';
