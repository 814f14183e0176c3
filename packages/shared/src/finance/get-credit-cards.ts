import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';
import { creditCard } from './credit-card-schemas';

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const getCreditCardsSchemas = () => ({
  query: z.object({ includeEveryCard: flag.optional(), customerId: id.optional() }),
  response: z.array(creditCard),
});

/**
 * GET /CreditCard: the active customer's saved cards (spec §6: only with CP_PAYMENTS:VIEWP);
 * `includeEveryCard=true` gives staff every customer's.
 */
export const getCreditCards = defineCall<typeof getCreditCardsSchemas>()({
  name: 'getCreditCards',
  domain: 'finance',
  method: 'GET',
  path: '/CreditCard',
  permission: 'CP_PAYMENTS:VIEWP',
  summary: "Saved cards of the active customer; staff see every customer's with includeEveryCard=true",
});
