// A door of features/catalog (eslint/web-walls.js): what routes, layouts and other features may import from components/product-card.tsx.
export { ProductCard } from '../components/product-card';
