// The cart module's door for other modules and flows.
export { requireCart, type CartRow } from './cart-access';
export {
  addToCart,
  cartView,
  incomingOrderAttributes,
  sessionOf,
  updateExtraInfo,
  type PriceShipping,
  type ShippingChoice,
} from './service';
