// A door of features/finance (eslint/web-walls.js): what routes, layouts and other features may import from viewer.ts.
export { canPay } from '../viewer';
export type { CustomerFilterSlot, FinanceViewer } from '../viewer';
