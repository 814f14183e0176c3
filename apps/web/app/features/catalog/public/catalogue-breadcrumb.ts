// A door of features/catalog (eslint/web-walls.js): what routes, layouts and other features may import from components/catalogue-breadcrumb.tsx.
export { CatalogueBreadcrumb } from '../components/catalogue-breadcrumb';
