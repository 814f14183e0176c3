import { z } from 'zod';
import { wireNumber } from '../platform/numbers';
import { emailField } from '../auth/schemas';
import { fingerprintRef } from '../decedents/schemas';
import { id } from '../platform/ids';
import { priceBasis } from '../catalog/price-basis';
import { metalLock } from '../metal/lock-schemas';

export const cartSessionId = z.uuid('The cart session id must be a UUID');

/** The query of the calls that read a cart: its session id. */
export const sessionQuery = z.object({ sessionId: cartSessionId });

/** The spec sends the session id as `sessionId` or `SessionId` in a body; query keys are matched case-insensitively anyway. */
export const sessionBody = z
  .object({ sessionId: cartSessionId.optional(), SessionId: cartSessionId.optional() })
  .refine((b) => b.sessionId ?? b.SessionId, {
    message: 'The cart session id is required',
    path: ['sessionId'],
  })
  .meta({ anyOf: [{ required: ['sessionId'] }, { required: ['SessionId'] }] });

/** A state the tax or the shipping is computed from; null forgets it. */
export const stateId = id.nullable().optional();

/** A free text of the cart (PO number, notes...): trimmed, null or left out. */
export const cartText = (max: number) => z.string().trim().max(max).nullable().optional();

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
  /** The decedent's fingerprint a memorial piece is made from, or null. */
  fingerprint: fingerprintRef.nullable(),
  /** What the line's metal price rests on: the locked basis while the cart's lock holds it, else the current one. */
  priceBasis: priceBasis.nullable(),
  /** The line is priced at the cart's locked metal price. */
  metalLocked: z.boolean(),
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
  /** `fixed`: staff set the tax as an amount, which stays as set (a rush fee adds no tax to it). */
  salesTax: z.object({ enabled: z.boolean(), percent: z.number(), fixed: z.boolean() }),
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
  /** The metal price lock holding the cart's prices, or null. */
  metalLock: metalLock.nullable(),
  /** When the cart's last lock expired unused (its lines went back to the current prices), or null. */
  metalLockExpiredAt: z.string().nullable(),
});

export const addToCartRequest = z.object({
  sessionId: cartSessionId,
  itemTypeID: id,
  metalID: id.nullable().optional(),
  quantity: wireNumber(z.number().int().min(1, 'Quantity must be at least 1').max(10000)).default(1),
  variantIDs: z.array(id).max(50).default([]),
  configuration: z.record(z.string(), z.unknown()).default({}),
  /** A memorial piece: the fingerprint of one of the customer's decedents it is made from. */
  fingerprintId: id.nullable().optional(),
});

/** A question an order asks (rush order, needed-by date...); `valueType` is boolean, date, number or text. */
export const incomingOrderAttribute = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  valueType: z.string(),
  isRequired: z.boolean(),
});

const required = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
/** An optional text of the checkout: trimmed, and null when empty. */
export const checkoutText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => v || null);

/** One address of the checkout (spec §3 Checkout addresses). */
export const checkoutAddress = z.object({
  name: required('Name', 120),
  company: checkoutText(120),
  address1: required('Address', 200),
  address2: checkoutText(200),
  city: required('City', 100),
  zip: required('ZIP / postal code', 20),
  countryId: wireNumber(z.number({ message: 'Country is required' }).int().positive('Country is required')),
  stateId: id.nullable().optional(),
  email: z
    .union([z.literal('').transform(() => null), emailField])
    .optional()
    .nullable(),
  phone: checkoutText(40),
});
export type CheckoutAddress = z.infer<typeof checkoutAddress>;
