// A door of features/orders (eslint/web-walls.js): what routes, layouts and other features may import from components/order-actions-bar.tsx.
export type { CartBridge } from '../components/order-actions-bar';
