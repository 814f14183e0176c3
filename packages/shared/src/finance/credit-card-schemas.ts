import { z } from 'zod';
import { wireNumber } from '../platform/numbers';
import { id, MAX_ID } from '../platform/ids';

// ---- Saved cards and card processors (spec §3 Credit card, Payment processor; §7 Payments and cards). ----
// A card is known by its processor's references and what a person recognises it by: never its number or CSC.

/** The processors that hold cards, and the gateway ids the spec's `CreditCard/gateway/{gatewayId}` names them by. */
export const CARD_PROCESSORS = ['SQUARE', 'NMI'] as const;
export type CardProcessor = (typeof CARD_PROCESSORS)[number];
export const PAYMENT_GATEWAY_IDS: Record<CardProcessor, number> = { SQUARE: 1, NMI: 2 };

/** spec §3: "Credit card: … type with id and name". */
export const CREDIT_CARD_TYPES = [
  { id: 1, code: 'VISA', name: 'Visa' },
  { id: 2, code: 'MASTERCARD', name: 'Mastercard' },
  { id: 3, code: 'AMERICAN_EXPRESS', name: 'American Express' },
  { id: 4, code: 'DISCOVER', name: 'Discover' },
  { id: 5, code: 'JCB', name: 'JCB' },
  { id: 6, code: 'DINERS', name: 'Diners Club' },
  { id: 7, code: 'OTHER', name: 'Other' },
] as const;

export const creditCardType = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

export const creditCard = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  processor: z.enum(CARD_PROCESSORS),
  paymentGatewayId: z.number().int(),
  cardType: creditCardType,
  /** Last four digits only, shown as "•••• 1111". */
  last4: z.string(),
  maskedNumber: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  cardholderName: z.string(),
  billingPostalCode: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type CreditCard = z.infer<typeof creditCard>;

/**
 * What the browser needs to load a processor's hosted card fields (spec §3 Payment processor: name,
 * paymentGatewayId). Only public values: Square's application and location ids, NMI's tokenization key.
 */
export const paymentProcessor = z.object({
  paymentGatewayId: z.number().int(),
  name: z.string(),
  processor: z.enum(CARD_PROCESSORS),
  /** Square's Web Payments SDK or NMI's Collect.js. */
  scriptUrl: z.string(),
  applicationId: z.string().nullable(),
  locationId: z.string().nullable(),
  tokenizationKey: z.string().nullable(),
});
export type PaymentProcessorInfo = z.infer<typeof paymentProcessor>;

/** A gateway id, or 0 for the processor the installation uses by default. */
export const gatewayParams = z.object({
  gatewayId: wireNumber(
    z
      .number({ error: 'Must be a gateway id' })
      .int('Must be a gateway id')
      .min(0, 'Must be a gateway id')
      .max(MAX_ID, 'Must be a gateway id'),
  ),
});

/**
 * Saving a card: the single-use token the processor's hosted fields made in the browser, never card fields (the body
 * is strict, so a `cardNumber`, `ccnumber` or `cvv` is refused with a 400).
 */
export const insertCardBody = z
  .object({
    token: z.string().trim().min(1).max(200),
    cardholderName: z.string().trim().min(1).max(100),
    billingPostalCode: z.string().trim().min(1).max(20).optional(),
    /** Minted once per add-card dialog: a double click saves one card. */
    idempotencyKey: z.string().trim().min(8).max(45),
    isDefault: z.boolean().optional(),
    /** Staff saving a card for a customer; a portal user's card is always its active customer's. */
    customerId: id.optional(),
  })
  .strict();
export type InsertCardBody = z.infer<typeof insertCardBody>;
