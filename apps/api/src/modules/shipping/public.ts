// The shipping module's door for other modules and flows: what a cart weighs and the methods that deliver it.
export { cartParcelWeight, shippingOptions } from './service';
