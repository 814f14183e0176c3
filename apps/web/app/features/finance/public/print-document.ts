// A door of features/finance (eslint/web-walls.js): a print button's state, for documents of other features.
export { usePrint } from '../use-print';
