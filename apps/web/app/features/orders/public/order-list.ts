// A door of features/orders (eslint/web-walls.js): what routes, layouts and other features may import from components/order-list.tsx.
export type { OrderPaymentBridge } from '../components/order-list';
