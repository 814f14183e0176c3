// A door of features/custom-orders (eslint/web-walls.js): what routes, layouts and other features may import from api/get-item-type.ts.
export { useItemType } from '../api/get-item-type';
