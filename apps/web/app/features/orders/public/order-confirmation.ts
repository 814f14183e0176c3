// A door of features/orders (eslint/web-walls.js): what routes, layouts and other features may import from components/order-confirmation.tsx.
export { OrderConfirmation } from '../components/order-confirmation';
