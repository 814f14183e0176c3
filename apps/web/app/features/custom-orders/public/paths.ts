// A door of features/custom-orders (eslint/web-walls.js): what routes, layouts and other features may import from paths.ts.
export { customOrderPaths, parentIdOf } from '../paths';
