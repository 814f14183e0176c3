import { z } from 'zod';
import { wireNumber } from '../platform/numbers';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';
import { priceBasis } from './price-basis';

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
    /** A ring's US size ('6.75', '6¾'); a ring without one is priced in the size its weight is given for. */
    ringSize: z.union([z.string().max(10), z.number()]).optional(),
    /** The text to engrave; its surcharge is the product's. */
    engraving: z.string().max(200).optional(),
    engravingFont: z.string().max(20).optional(),
  }),
  response: z.object({
    itemTypeID: z.number().int(),
    metalID: z.number().int().nullable(),
    price: z.number(),
    total: z.number(),
    currencyCode: z.string(),
    /** The ring size priced, as lines store it ('6.75'), or null for a piece not made in sizes. */
    ringSize: z.string().nullable(),
    breakdown: z.object({
      metalWeight: z.number(),
      metalAmount: z.number(),
      labour: z.number(),
      base: z.number(),
      variants: z.number(),
      subItems: z.number(),
      engraving: z.number(),
      subtotal: z.number(),
      adjustmentPercent: z.number(),
      adjustment: z.number(),
      unitPrice: z.number(),
      quantity: z.number(),
      total: z.number(),
    }),
    /** What the metal's price per gram rests on, or null when the piece has no metal. */
    priceBasis: priceBasis.nullable(),
    /** The metal weight of one piece in grams, pennyweights and troy ounces, or null when it has no metal. */
    metalWeights: z.object({ g: z.number(), dwt: z.number(), ozt: z.number() }).nullable(),
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
    'The live price of a configured product (metal, variants, sub-items, ring size, engraving, quantity), with the customer’s discount',
  refusals: {
    400: 'A metal, variant or sub-item the product does not offer; a ring size outside its range; an engraving too long or on a product that cannot be engraved',
    404: 'No such active product',
  },
});
