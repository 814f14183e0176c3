// A door of features/catalog (eslint/web-walls.js): what routes, layouts and other features may import from components/catalogue-overview.tsx.
export { CatalogueOverview } from '../components/catalogue-overview';
