// A door of features/finance (eslint/web-walls.js): what routes, layouts and other features may import from api/get-payment-options.ts.
export { usePaymentOptions } from '../api/get-payment-options';
