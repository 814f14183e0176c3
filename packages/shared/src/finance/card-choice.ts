import { z } from 'zod';
import { id } from '../platform/ids';
import { CARD_PROCESSORS } from './credit-card-schemas';

/**
 * How a card payment is made, shared by every call that charges a card: a key minted once per pay dialog (one charge
 * whatever happens; ≤ 45 characters, Square's limit), and either a saved card or a fresh single-use token from the
 * processor's hosted fields — never card data.
 */
export const cardChoiceFields = {
  idempotencyKey: z.string().trim().min(8).max(45),
  creditCardId: id.optional(),
  token: z.string().trim().min(1).max(200).optional(),
  processor: z.enum(CARD_PROCESSORS).optional(),
};

interface CardChoice {
  creditCardId?: number | undefined;
  token?: string | undefined;
  processor?: string | undefined;
}

/** The two rules of a card choice, for an object holding `cardChoiceFields`. */
export const refineCardChoice = <T extends z.ZodType<CardChoice>>(schema: T) =>
  schema
    .refine((b) => (b.creditCardId === undefined) !== (b.token === undefined), {
      message: 'Choose a saved card or enter a new one',
      path: ['creditCardId'],
    })
    .refine((b) => b.token === undefined || b.processor !== undefined, {
      message: 'A card token needs its processor',
      path: ['processor'],
    })
    .meta({
      oneOf: [{ required: ['creditCardId'] }, { required: ['token'] }],
      dependentRequired: { token: ['processor'] },
    });

export const cardChoice = refineCardChoice(z.object(cardChoiceFields).strict());
export type CardChoiceInput = z.input<typeof cardChoice>;
