// A door of features/catalog (eslint/web-walls.js): what routes, layouts and other features may import from components/catalogue-view.tsx.
export { CatalogueView } from '../components/catalogue-view';
