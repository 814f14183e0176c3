// A door of features/catalog (eslint/web-walls.js): what routes, layouts and other features may import from catalogue-search.ts.
export { cleanSearch } from '../catalogue-search';
