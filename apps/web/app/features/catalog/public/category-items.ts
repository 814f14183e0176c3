// A door of features/catalog (eslint/web-walls.js): what routes, layouts and other features may import from admin/components/category-items.tsx.
export { CategoryItems } from '../admin/components/category-items';
