import { defineCall } from '../platform/contract';
import { creditCard, insertCardBody } from './credit-card-schemas';

export const insertNmiCardSchemas = () => ({ body: insertCardBody, response: creditCard });

/**
 * POST /creditcard/nmi-card: saves the card behind a Collect.js payment token in NMI's customer vault. A processor
 * refusal answers the envelope with the processor's message in serverErrors (spec §8).
 */
export const insertNmiCard = defineCall<typeof insertNmiCardSchemas>()({
  name: 'insertNmiCard',
  domain: 'finance',
  method: 'POST',
  path: '/creditcard/nmi-card',
  // Saving a card is how a payer gets ready to pay: the same permission as paying.
  permission: 'CP_PAYMENTS:PAY',
  status: 201,
  summary: 'Save a card from an NMI Collect.js payment token (never card numbers)',
  refusals: {
    409: 'The processor could not save the card (other than a decline, which is a 400)',
  },
});
