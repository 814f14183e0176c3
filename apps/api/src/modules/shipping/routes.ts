import {
  getShippingMethodsWithSizeAndWeight,
  getShippingMethodsWithSizeAndWeightSchemas,
} from '@portal/shared/shipping/get-shipping-methods-with-size-and-weight';
import { bindCall } from '../../platform/route';
import * as shipping from './service';

// POST /ShippingMethods/shippingMethodsForCheckout prices the cart's parcel: it is bound in flows/checkout-shipping.ts.
export const shippingRoutes = [
  bindCall(
    getShippingMethodsWithSizeAndWeight,
    getShippingMethodsWithSizeAndWeightSchemas,
    ({ services, lang, body }) => shipping.getShippingMethodsWithSizeAndWeight(services.db, lang, body),
  ),
];
