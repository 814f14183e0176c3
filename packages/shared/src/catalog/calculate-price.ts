import { z } from 'zod';
import { wireNumber } from '../platform/numbers';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';

export const calculatePriceSchemas = () => ({
  examples: [{ body: { itemTypeID: 1 } }],
  body: z.object({
    itemTypeID: id,
    metalID: id.nullable().optional(),
    quantity: wireNumber(z.number().int().min(1).max(10000)).default(1),
    variantIDs: z.array(id).max(50).default([]),
    subItems: z
      .array(
        z.object({
          itemTypeID: id,
          quantity: wireNumber(z.number().min(0).max(10000)),
        }),
      )
      .max(100)
      .optional(),
  }),
  response: z.object({
    itemTypeID: z.number().int(),
    metalID: z.number().int().nullable(),
    price: z.number(),
    total: z.number(),
    currencyCode: z.string(),
    breakdown: z.object({
      metalWeight: z.number(),
      metalAmount: z.number(),
      labour: z.number(),
      base: z.number(),
      variants: z.number(),
      subItems: z.number(),
      subtotal: z.number(),
      adjustmentPercent: z.number(),
      adjustment: z.number(),
      unitPrice: z.number(),
      quantity: z.number(),
      total: z.number(),
    }),
  }),
});

/**
 * POST /products/cp/calculatePrice: the live price of a configured product (metal, variants, sub-items, quantity) for
 * the caller, with the customer's discount or markup (rule in ./pricing).
 */
export const calculatePrice = defineCall<typeof calculatePriceSchemas>()({
  name: 'calculatePrice',
  domain: 'catalog',
  method: 'POST',
  path: '/products/cp/calculatePrice',
  permission: 'public',
  summary:
    'The live price of a configured product (metal, variants, sub-items, quantity), with the customer’s discount',
});
