// A door of features/customers (eslint/web-walls.js): what routes, layouts and other features may import from partners/components/partner-finder.tsx.
export { PartnerFinder } from '../partners/components/partner-finder';
