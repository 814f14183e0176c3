// A door of features/cart (eslint/web-walls.js): the quick order screen's form.
export { QuickOrderForm } from '../quick-order/quick-order-form';
