// A door of features/catalog (eslint/web-walls.js): what routes, layouts and other features may import from api/get-product-categories.ts.
export { getProductCategories } from '../api/get-product-categories';
export type { ProductCategory } from '../api/get-product-categories';
