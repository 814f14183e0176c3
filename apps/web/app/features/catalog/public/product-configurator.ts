// A door of features/catalog (eslint/web-walls.js): what routes, layouts and other features may import from components/product-configurator.tsx.
export { ProductConfigurator } from '../components/product-configurator';
