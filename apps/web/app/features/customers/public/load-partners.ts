// A door of features/customers (eslint/web-walls.js): what routes, layouts and other features may import from partners/load-partners.ts.
export { loadPartners } from '../partners/load-partners';
