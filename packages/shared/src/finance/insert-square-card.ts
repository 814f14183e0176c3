import { defineCall } from '../platform/contract';
import { creditCard, insertCardBody } from './credit-card-schemas';

export const insertSquareCardSchemas = () => ({ body: insertCardBody, response: creditCard });

/**
 * POST /creditcard/insertsquarecard: saves the card behind a Square Web Payments SDK token (`card.tokenize()`) on the
 * customer's Square customer. A processor refusal answers the envelope with apiMessages.hasErrors and serverErrors
 * (spec §8: 'Error while saving square card:').
 */
export const insertSquareCard = defineCall<typeof insertSquareCardSchemas>()({
  name: 'insertSquareCard',
  domain: 'finance',
  method: 'POST',
  path: '/creditcard/insertsquarecard',
  // Saving a card is how a payer gets ready to pay: the same permission as paying.
  permission: 'CP_PAYMENTS:PAY',
  status: 201,
  summary: 'Save a card from a Square card token (never card numbers)',
  refusals: {
    409: 'The processor could not save the card (other than a decline, which is a 400)',
  },
});
