// A door of features/catalog (eslint/web-walls.js): what routes, layouts and other features may import from admin/components/product-catalog.tsx.
export { ProductCatalog } from '../admin/components/product-catalog';
