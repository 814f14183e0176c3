// A door of features/catalog (eslint/web-walls.js): what routes, layouts and other features may import from admin/api/get-category.ts.
export { useCategory } from '../admin/api/get-category';
