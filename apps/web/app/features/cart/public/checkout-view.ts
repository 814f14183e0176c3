// A door of features/cart (eslint/web-walls.js): what routes, layouts and other features may import from components/checkout-view.tsx.
export { CheckoutView } from '../components/checkout-view';
