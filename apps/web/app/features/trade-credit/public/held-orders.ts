// A door of features/trade-credit (eslint/web-walls.js): what routes may import from components/held-orders.tsx.
export { HeldOrders } from '../components/held-orders';
