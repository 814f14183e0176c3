// A door of features/catalog (eslint/web-walls.js): what routes, layouts and other features may import from components/product-facts.tsx.
export { ProductFacts } from '../components/product-facts';
