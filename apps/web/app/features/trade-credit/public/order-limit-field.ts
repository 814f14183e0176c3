// A door of features/trade-credit (eslint/web-walls.js): the users feature shows a buyer's limit on its panel.
export { OrderLimitField } from '../components/order-limit-field';
