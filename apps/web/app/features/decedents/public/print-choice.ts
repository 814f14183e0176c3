// A door of features/decedents (eslint/web-walls.js): what routes, layouts and other features may import from print-choice.ts.
export { hasPrintedDecedents, printChoicePath } from '../print-choice';
