// A door of features/orders (eslint/web-walls.js): what routes, layouts and other features may import from components/order-tracking-page.tsx.
export { OrderTrackingPage } from '../components/order-tracking-page';
