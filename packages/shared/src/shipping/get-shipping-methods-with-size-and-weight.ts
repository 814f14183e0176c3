import { z } from 'zod';
import { wireNumber } from '../platform/numbers';
import { defineCall } from '../platform/contract';
import { shippingAddress, shippingOption } from './schemas';

export const getShippingMethodsWithSizeAndWeightSchemas = () => ({
  body: shippingAddress.extend({
    weightGrams: wireNumber(z.number().min(0).max(1_000_000)),
    sizeCm: wireNumber(z.number().min(0).max(10_000)).nullable().optional(),
    subtotal: wireNumber(z.number().min(0)).default(0),
  }),
  response: z.array(shippingOption),
});

/** POST /ShippingMethods/shipping-methods-with-size-and-weight: the methods for an address and a parcel, priced. */
export const getShippingMethodsWithSizeAndWeight = defineCall<
  typeof getShippingMethodsWithSizeAndWeightSchemas
>()({
  name: 'getShippingMethodsWithSizeAndWeight',
  domain: 'shipping',
  method: 'POST',
  path: '/ShippingMethods/shipping-methods-with-size-and-weight',
  permission: 'public',
  summary: 'Shipping methods and prices for an address, a weight in grams and the largest side in cm',
});
