import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';

export const dealer = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  zip: z.string().nullable(),
  stateId: z.number().int().nullable(),
  stateName: z.string().nullable(),
  stateCode: z.string().nullable(),
  countryCode: z.string(),
  countryName: z.string(),
});
export type Dealer = z.infer<typeof dealer>;

export const getDealersForCountrySchemas = () => ({
  examples: [{ query: { countryId: 1 } }],
  query: z.object({ countryId: id, stateId: id.optional() }),
  response: z.array(dealer),
});

/**
 * GET /Customers/getDealersForCountry: the authorised partners of a country (and state), with their contact details,
 * for the storefront's "find an authorised partner" page. Public: the page is for visitors.
 */
export const getDealersForCountry = defineCall<typeof getDealersForCountrySchemas>()({
  name: 'getDealersForCountry',
  domain: 'customers',
  method: 'GET',
  path: '/Customers/getDealersForCountry',
  permission: 'public',
  summary: 'Authorised partners of a country (and state) with their contact details',
});
