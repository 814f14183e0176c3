// The cart module's door for other modules and flows.
export { requireCart, type CartRow } from './cart-access';
export { emptyCart, settleCart, type CartSettlement } from './submission';
export {
  addToCart,
  cartView,
  incomingOrderAttributes,
  sessionOf,
  updateExtraInfo,
  type PriceShipping,
  type ShippingChoice,
} from './service';
