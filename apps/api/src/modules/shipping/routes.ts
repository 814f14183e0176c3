import { cartSessionId } from '@portal/shared';
import { z } from 'zod';
import { requestLanguage } from '../../platform/language';
import { defineRoute } from '../../platform/route';
import { requireCart } from '../cart/public';
import { cartView } from '../cart/public';
import { cartParcelWeight, shippingOptions } from './service';

const shippingOption = z.object({
  id: z.number(),
  code: z.string(),
  value: z.string(),
  name: z.string(),
  carrier: z.string().nullable(),
  transitDays: z.number().nullable(),
  price: z.number(),
});
const address = z.object({
  countryId: z.coerce.number().int().positive(),
  stateId: z.coerce.number().int().positive().nullable().optional(),
  zip: z.string().max(20).optional(),
});

export const shippingRoutes = [
  defineRoute({
    method: 'POST',
    url: '/ShippingMethods/shippingMethodsForCheckout',
    permission: 'public',
    summary: 'Shipping methods and prices for an address and the cart of a session (filter narrows by name)',
    body: address.extend({ sessionId: cartSessionId }),
    query: z.object({ filter: z.string().max(60).optional() }),
    response: z.array(shippingOption),
    handler: async ({ services, scope, body, query, request }) => {
      const cart = await requireCart(services.db, scope, body.sessionId);
      const view = await cartView(services.db, cart, 'en', services.now().toISOString().slice(0, 10));
      const options = await shippingOptions(services.db, requestLanguage(request), {
        countryId: body.countryId,
        stateId: body.stateId ?? null,
        weightGrams: await cartParcelWeight(services.db, cart.id),
        sizeCm: null,
        subtotal: view.subTotal - view.discountValue,
      });
      const filter = query.filter?.trim().toLowerCase();
      return filter
        ? options.filter(
            (o) => o.name.toLowerCase().includes(filter) || o.code.toLowerCase().includes(filter),
          )
        : options;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/ShippingMethods/shipping-methods-with-size-and-weight',
    permission: 'public',
    summary: 'Shipping methods and prices for an address, a weight in grams and the largest side in cm',
    body: address.extend({
      weightGrams: z.coerce.number().min(0).max(1_000_000),
      sizeCm: z.coerce.number().min(0).max(10_000).nullable().optional(),
      subtotal: z.coerce.number().min(0).default(0),
    }),
    response: z.array(shippingOption),
    handler: ({ services, body, request }) =>
      shippingOptions(services.db, requestLanguage(request), {
        countryId: body.countryId,
        stateId: body.stateId ?? null,
        weightGrams: body.weightGrams,
        sizeCm: body.sizeCm ?? null,
        subtotal: body.subtotal,
      }),
  }),
];
