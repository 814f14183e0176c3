// A door of features/decedents (eslint/web-walls.js): what routes, layouts and other features may import from memorial-print.ts.
export { MEMORIAL_CATEGORY, loadMemorialPrint } from '../memorial-print';
