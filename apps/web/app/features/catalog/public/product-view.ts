// A door of features/catalog (eslint/web-walls.js): what routes, layouts and other features may import from components/product-view.tsx.
export { ProductView } from '../components/product-view';
