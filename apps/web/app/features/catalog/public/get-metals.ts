// A door of features/catalog (eslint/web-walls.js): what routes, layouts and other features may import from api/get-metals.ts.
export { useMetalsShownInCatalog } from '../api/get-metals';
export type { Metal } from '../api/get-metals';
