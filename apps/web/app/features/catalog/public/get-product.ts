// A door of features/catalog (eslint/web-walls.js): what routes, layouts and other features may import from admin/api/get-product.ts.
export { useProduct } from '../admin/api/get-product';
