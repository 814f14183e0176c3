// A door of features/decedents (eslint/web-walls.js): what routes, layouts and other features may import from memorial-path.ts.
export { withMemorialPrint } from '../memorial-path';
