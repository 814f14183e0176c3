// A door of features/finance (eslint/web-walls.js): what routes, layouts and other features may import from pay-allocation.ts.
export { newPaymentKey } from '../pay-allocation';
