// A door of features/catalog (eslint/web-walls.js): what routes, layouts and other features may import from admin/components/product-admin-facts.tsx.
export { ProductAdminFacts } from '../admin/components/product-admin-facts';
