import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { creditCardType } from './credit-card-schemas';

export const getCreditCardTypesSchemas = () => ({ response: z.array(creditCardType) });

/** GET /CreditCard/types: the card types (spec §3: "type with id and name"). */
export const getCreditCardTypes = defineCall<typeof getCreditCardTypesSchemas>()({
  name: 'getCreditCardTypes',
  domain: 'finance',
  method: 'GET',
  path: '/CreditCard/types',
  permission: 'CP_PAYMENTS:VIEWP',
  summary: 'Card types with id and name',
});
