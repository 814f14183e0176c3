// A door of features/finance (eslint/web-walls.js): what routes, layouts and other features may import from components/checkout-payment.tsx.
export { useCheckoutPayNow } from '../components/checkout-payment';
