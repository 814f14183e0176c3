import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { cartSessionId, cartView } from './schemas';

/** At most this many lines in one quick order (the budget: answered within a second). */
export const QUICK_ORDER_MAX_LINES = 500;

/** One line of a quick order as typed, pasted or read from a file: a style code, a quantity, and optionally a metal and a ring size. */
export const quickOrderLine = z.object({
  code: z.string().trim().min(1, 'Type a style code').max(60, 'A style code is at most 60 characters'),
  quantity: z
    .number()
    .int('The quantity must be a whole number')
    .min(1, 'The quantity must be at least 1')
    .max(999, 'The quantity must be at most 999'),
  /** A metal's code or name in either language (`14KY`, `14K Yellow Gold`); the product's own metal when empty. */
  metal: z.string().trim().max(60).optional(),
  /** A ring's US size (`6.75`, `6¾`, `6 3/4`); the product's own size when empty. */
  size: z.string().trim().max(10).optional(),
});

export const quickAddToCartSchemas = () => ({
  examples: [
    {
      body: {
        sessionId: '3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69',
        lines: [{ code: 'NS-RG1001', quantity: 2, size: '6.75' }],
        check: true,
      },
    },
  ],
  /** The same order as a file: a CSV of style code, quantity, metal and ring size, one piece per line. */
  form: z.object({
    sessionId: cartSessionId,
    check: z.enum(['true', 'false']).optional(),
    file: z
      .file()
      .describe(`A CSV file (UTF-8) of at most ${QUICK_ORDER_MAX_LINES} lines: code, quantity, metal, size`),
  }),
  body: z.object({
    sessionId: cartSessionId,
    lines: z
      .array(quickOrderLine)
      .min(1, 'Type at least one line')
      .max(QUICK_ORDER_MAX_LINES, `A quick order holds at most ${QUICK_ORDER_MAX_LINES} lines`),
    /** true: every line is checked and answered, nothing goes to the cart. */
    check: z.boolean().default(false),
  }),
  response: z.object({
    lines: z.array(
      z.object({
        /** The line's place in the request, from 1. */
        line: z.number().int(),
        code: z.string(),
        /** added: in the cart; valid: would be added (a check); refused: see `reason`. */
        status: z.enum(['added', 'valid', 'refused']),
        reason: z.string().nullable(),
        itemTypeId: z.number().int().nullable(),
        name: z.string().nullable(),
        metalName: z.string().nullable(),
        ringSize: z.string().nullable(),
        quantity: z.number().int(),
        unitPrice: z.number().nullable(),
      }),
    ),
    added: z.number().int(),
    refused: z.number().int(),
    /** The currency of the unit prices (the customer's), or null when no line was priced. */
    currencyCode: z.string().nullable(),
    /** The cart after the lines went in; null for a check or when no line could go in. */
    cart: cartView.nullable(),
  }),
});

/**
 * POST /shoppingCart/quick-add: style codes with quantity, metal and size, checked line by line (unknown code, metal or
 * size not offered, quantity); the valid lines go to the cart in one step at today's prices, the refused ones are
 * answered with why. With `check`, nothing is added.
 */
export const quickAddToCart = defineCall<typeof quickAddToCartSchemas>()({
  name: 'quickAddToCart',
  domain: 'cart',
  method: 'POST',
  path: '/shoppingCart/quick-add',
  permission: 'CP_SHOPPING_CART:EDIT',
  takesIdempotencyKey: true,
  acceptsForm: true,
  summary:
    'Quick order: style codes with quantity, metal and size, as JSON lines or a CSV file; checked line by line; the valid ones go to the cart',
});
