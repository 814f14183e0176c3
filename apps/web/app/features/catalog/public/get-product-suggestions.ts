// A door of features/catalog (eslint/web-walls.js): what routes, layouts and other features may import from api/get-product-suggestions.ts.
export { getProductSuggestions } from '../api/get-product-suggestions';
export type { ProductSuggestion } from '../api/get-product-suggestions';
