import { z } from 'zod';
import { id } from '../platform/ids';

/** spec §3 Shipping method (code, value), with what the checkout shows: carrier, transit days and the price. */
export const shippingOption = z.object({
  id: z.number(),
  code: z.string(),
  value: z.string(),
  name: z.string(),
  carrier: z.string().nullable(),
  transitDays: z.number().nullable(),
  price: z.number(),
});

/** Where the parcel goes: the rates depend on the country and the state. */
export const shippingAddress = z.object({
  countryId: id,
  stateId: id.nullable().optional(),
  zip: z.string().max(20).optional(),
});
