import { z } from 'zod';
import { creditCard } from '../finance/credit-card-schemas';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';

/**
 * The credit card info card's save (spec §2 my-profile "credit card info"): what a person may change of a card saved at
 * the processor, the name on the card, its billing postal code and whether it is the default card. Never card fields:
 * the body is strict, so a `cardNumber`, `number`, `csc` or `cvv` is refused with a 400 and never stored (a card is
 * added through the processor's hosted fields only).
 */
export const creditCardInfo = z
  .object({
    creditCardId: id,
    cardholderName: z.string().trim().min(1, 'Name on card is required').max(100),
    billingPostalCode: z
      .string()
      .trim()
      .max(20)
      .nullish()
      .transform((value) => value || null),
    isDefault: z.boolean(),
  })
  .strict();

export const saveCreditCardInfoSchemas = () => ({ body: creditCardInfo, response: z.array(creditCard) });

/** POST /User/CreditCardInfo: save a saved card's name, billing postal code and default; answers the customer's cards. */
export const saveCreditCardInfo = defineCall<typeof saveCreditCardInfoSchemas>()({
  name: 'saveCreditCardInfo',
  domain: 'users',
  method: 'POST',
  path: '/User/CreditCardInfo',
  // The card shows with the permission that lists the cards (spec §6 CP_PAYMENTS:VIEWP); its save asks the same.
  permission: 'CP_PAYMENTS:VIEWP',
  summary: "Save a saved card's name on card, billing postal code and default",
  refusals: {
    404: "The card is not one of the active customer's saved cards, or there is no active customer",
  },
});
