// A door of features/catalog (eslint/web-walls.js): what routes, layouts and other features may import from load-configurator.ts.
export { loadConfigurator } from '../load-configurator';
