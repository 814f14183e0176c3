// A door of features/catalog (eslint/web-walls.js): what routes, layouts and other features may import from load-catalogue.ts.
export { loadCatalogue, loadProduct } from '../load-catalogue';
