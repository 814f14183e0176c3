// A door of features/finance (eslint/web-walls.js): the order tracking page loads this dialog on demand, so it has a door of its own.
export { default } from '../components/pay-orders-dialog';
