import { z } from 'zod';

export const cartSessionId = z.uuid('The cart session id must be a UUID');

export const cartLine = z.object({
  id: z.number().int(),
  itemTypeID: z.number().int(),
  code: z.string(),
  name: z.string(),
  metalID: z.number().int().nullable(),
  metalName: z.string().nullable(),
  quantity: z.number().int(),
  price: z.number(),
  lineTotal: z.number(),
  variantIDs: z.array(z.number().int()),
  /** The chosen options' names, in the request's language. */
  variantNames: z.array(z.string()),
  configuration: z.record(z.string(), z.unknown()),
  productImageURLs: z.array(z.string()),
  itemTypeData: z.object({ price: z.number() }),
  /** The unit price before the metal price moved, or null: the cart shows it as a re-pricing notice. */
  repricedFrom: z.number().nullable(),
});

/** spec §3 Cart. */
export const cartView = z.object({
  id: z.number().int(),
  sessionId: z.string(),
  customerId: z.number().int().nullable(),
  items: z.array(cartLine),
  cartItemCount: z.number().int(),
  /** A line was re-priced because its metal's price moved since it was added. */
  priceChanged: z.boolean(),
  subTotal: z.number(),
  freeItemsValue: z.number(),
  discountValue: z.number(),
  couponCode: z.string().nullable(),
  couponApplied: z.boolean(),
  shippingPrice: z.number(),
  /** The shipping method chosen at checkout, or null. */
  shippingMethodId: z.number().int().nullable(),
  salesTax: z.object({ enabled: z.boolean(), percent: z.number() }),
  salesTaxPercent: z.number(),
  salesTaxValue: z.number(),
  grandTotal: z.number(),
  freeItemCodes: z.array(z.string()),
  itemsToAddToCart: z.array(z.object({ code: z.string(), name: z.string() })),
  discountedShippingItems: z.array(z.object({ code: z.string(), name: z.string() })),
  shoppingCartExtraInfo: z.object({
    poNumber: z.string().nullable(),
    notes: z.string().nullable(),
    customerWoNumber: z.string().nullable(),
  }),
  billingStateId: z.number().int().nullable(),
  shippingStateId: z.number().int().nullable(),
});
export type CartView = z.infer<typeof cartView>;

export const addToCartRequest = z.object({
  sessionId: cartSessionId,
  itemTypeID: z.coerce.number().int().positive(),
  metalID: z.coerce.number().int().positive().nullable().optional(),
  quantity: z.coerce.number().int().min(1, 'Quantity must be at least 1').max(10000).default(1),
  variantIDs: z.array(z.coerce.number().int().positive()).max(50).default([]),
  configuration: z.record(z.string(), z.unknown()).default({}),
});
