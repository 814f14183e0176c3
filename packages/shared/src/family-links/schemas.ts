import { z } from 'zod';
import { emailField } from '../auth/schemas';
import { checkoutAddress } from '../cart/schemas';
import { cardChoiceFields } from '../finance/card-choice';
import { CARD_PROCESSORS, paymentProcessor } from '../finance/credit-card-schemas';
import { id } from '../platform/ids';
import { wireNumber } from '../platform/numbers';
import { BRAND_COLOUR } from './brand-colours';
import { PIECE_SHAPES } from './piece-shape';

// ---- Family links: a private page a funeral home opens to a decedent's family (the memorial program) ----

/** A family link's token: 43 URL-safe characters (32 random bytes); anything else is no link at all. */
export const familyToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid');
export const familyTokenParams = z.object({ token: familyToken });

/** A PIN is 4 to 8 digits, given to the family apart from the link. */
export const familyPin = z.string().regex(/^\d{4,8}$/, 'The PIN is 4 to 8 digits');

/** POST /decedents/{id}/family-links. */
export const createFamilyLinkBody = z.object({
  /** The link stops opening after this many days. */
  expiresInDays: z
    .number({ message: 'Choose how many days the link stays open' })
    .int('Choose how many days the link stays open')
    .min(1, 'The link stays open at least 1 day')
    .max(365, 'The link stays open at most 365 days'),
  pin: familyPin.optional(),
  message: z
    .string()
    .trim()
    .max(1000, 'The message must be at most 1000 characters')
    .optional()
    .transform((v) => v || null),
});

export const FAMILY_LINK_STATES = ['open', 'expired', 'revoked', 'locked'] as const;

/** A link as the funeral home sees it: never its token (only its hash is kept), with its use. */
export const familyLink = z.object({
  id: z.number().int(),
  decedentId: z.number().int(),
  state: z.enum(FAMILY_LINK_STATES),
  hasPin: z.boolean(),
  message: z.string().nullable(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  useCount: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type FamilyLink = z.infer<typeof familyLink>;

/** The new link with its token: shown once, when it is made. */
export const createdFamilyLink = familyLink.extend({ token: familyToken });

/** A brand colour of the funeral home: `#rrggbb`. */
export const brandColour = z
  .string()
  .regex(BRAND_COLOUR, 'Give the colour as # and six hexadecimal digits, e.g. #1f3a5f')
  .transform((v) => v.toLowerCase());

/** The funeral home's name, logo and colours on its family pages, from its profile. */
export const familyBranding = z.object({
  customerId: z.number().int(),
  /** Served at a public address (a logo is no private data): the family page loads it without an account. */
  logoUrl: z.string().nullable(),
  primaryColour: z.string().nullable(),
  accentColour: z.string().nullable(),
});
export type FamilyBranding = z.infer<typeof familyBranding>;

/** PUT /family-brandings/{id}: both colours, or null to go back to the page's own. */
export const familyColoursBody = z.object({
  primaryColour: brandColour.nullable(),
  accentColour: brandColour.nullable(),
});

/** A metal a memorial piece is made in, its colour (yellow, white, rose) for the drawing, and the piece's price in it. */
export const familyPieceMetal = z.object({
  id: z.number().int(),
  name: z.string(),
  colour: z.string().nullable(),
  price: z.number(),
});
export type FamilyPieceMetal = z.infer<typeof familyPieceMetal>;

/** What the family page shows. */
export const familyPage = z.object({
  funeralHomeName: z.string(),
  /** The funeral home's logo and colours; null where its profile has none. */
  branding: familyBranding.omit({ customerId: true }),
  decedentName: z.string(),
  message: z.string().nullable(),
  expiresAt: z.string(),
  /** Each print as a small picture in the answer itself: the media route serves prints only to signed-in owners. */
  prints: z.array(z.object({ id: z.number().int(), label: z.string().nullable(), picture: z.string() })),
  pieces: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** The price in the piece's own metal (`metalId`), as the funeral home is priced; null when it has none yet. */
      price: z.number().nullable(),
      /** What the page draws the piece as, the print where the piece carries it. */
      shape: z.enum(PIECE_SHAPES),
      metalId: z.number().int().nullable(),
      /** Each metal the family may choose, with the piece's price in it; empty when the piece is not made in metal. */
      metals: z.array(familyPieceMetal),
    }),
  ),
  /** How long the prints are kept and when they are destroyed, in the family's language. */
  retentionPolicy: z.string(),
  /** The processor whose hosted card fields take the family's card; null when no processor is configured. */
  cardProcessor: paymentProcessor.nullable(),
});
export type FamilyPage = z.infer<typeof familyPage>;

/** One memorial piece the family orders: the product, the print it is made from, how many and the options it offers. */
export const familyOrderPiece = z.object({
  itemTypeId: id,
  fingerprintId: id,
  quantity: wireNumber(
    z.number().int().min(1, 'Quantity must be at least 1').max(10, 'At most 10 of a piece'),
  ),
  metalId: id.optional(),
  variantIds: z.array(id).max(20).default([]),
});

/** Who orders: the family member the funeral home's piece is sent to and the receipt written to. */
export const familyBuyer = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  email: emailField,
  phone: z.string().trim().min(1, 'Telephone is required').max(40, 'Telephone must be at most 40 characters'),
});

/**
 * POST /family/{token}/orders. `orderKey` is minted once per order form: a retry after a declined card (a new payment
 * key) pays the order already placed instead of placing a second one. Card data never comes here: only the hosted
 * fields' single-use token.
 */
export const placeFamilyOrderBody = z
  .object({
    pin: familyPin.optional(),
    pieces: z.array(familyOrderPiece).min(1, 'Choose at least one piece').max(10),
    buyer: familyBuyer,
    shippingAddress: checkoutAddress,
    /** Later messages from the funeral home: unchecked unless the family ticks it. */
    marketingOptIn: z.boolean().default(false),
    orderKey: z.uuid('The idempotency key must be a UUID'),
    payment: z
      .object({
        idempotencyKey: cardChoiceFields.idempotencyKey,
        token: z.string().trim().min(1, 'Enter the card').max(200),
        processor: z.enum(CARD_PROCESSORS),
      })
      .strict(),
  })
  .strict();

export const FAMILY_ORDER_STATES = ['paid', 'pending'] as const;

/** The placed order as the family reads it: its code, what was charged and whether the processor has answered. */
export const placedFamilyOrder = z.object({
  orderCode: z.string(),
  state: z.enum(FAMILY_ORDER_STATES),
  amount: z.number(),
  currencyCode: z.string(),
  cardLabel: z.string().nullable(),
});
export type PlacedFamilyOrder = z.infer<typeof placedFamilyOrder>;
