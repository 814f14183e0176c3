// A door of features/finance (eslint/web-walls.js): a price quote's PDF and the print button's state.
export { fetchPriceQuotePdf } from '../api/print-price-quote';
export { usePrint } from '../use-print';
