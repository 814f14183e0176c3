// The cart module's door for other modules and flows.
export { requireCart, type CartRow } from './cart-access';
export { emptyCart, settleCart, type CartSettlement } from './submission';
export { addToCart } from './service/cart-lines';
export { cartView, sessionOf } from './service/cart-view';
export { incomingOrderAttributes } from './service/incoming-order-attributes';
export { updateExtraInfo, type PriceShipping, type ShippingChoice } from './service/update-extra-info';
// A repair's price is taxed at the rate of the order's address, as the checkout taxes a cart.
export { salesTaxFor } from './service/sales-tax';
