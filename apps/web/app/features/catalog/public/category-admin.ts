// A door of features/catalog (eslint/web-walls.js): what routes, layouts and other features may import from admin/components/category-admin.tsx.
export { CategoryAdmin } from '../admin/components/category-admin';
