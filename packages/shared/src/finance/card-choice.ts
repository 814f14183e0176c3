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

/** What breaks the two rules of a card choice (a saved card or a token; a token with its processor). */
export function cardChoiceProblems(b: CardChoice): { message: string; path: string[] }[] {
  const problems: { message: string; path: string[] }[] = [];
  if ((b.creditCardId === undefined) === (b.token === undefined))
    problems.push({ message: 'Choose a saved card or enter a new one', path: ['creditCardId'] });
  if (b.token !== undefined && b.processor === undefined)
    problems.push({ message: 'A card token needs its processor', path: ['processor'] });
  return problems;
}

/** The two rules of a card choice, for an object holding `cardChoiceFields`. */
export const refineCardChoice = <T extends z.ZodType<CardChoice>>(schema: T) =>
  schema
    .superRefine((b, ctx) => {
      for (const problem of cardChoiceProblems(b)) ctx.addIssue({ code: 'custom', ...problem });
    })
    .meta({
      oneOf: [{ required: ['creditCardId'] }, { required: ['token'] }],
      dependentRequired: { token: ['processor'] },
    });

export const cardChoice = refineCardChoice(z.object(cardChoiceFields).strict());
export type CardChoiceInput = z.input<typeof cardChoice>;
