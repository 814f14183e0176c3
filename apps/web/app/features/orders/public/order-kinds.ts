// A door of features/orders (eslint/web-walls.js): what routes, layouts and other features may import from order-kinds.ts.
export { ORDER_KINDS } from '../order-kinds';
export type { OrderKind } from '../order-kinds';
