import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { country } from './schemas';

export const getCountriesSchemas = () => ({ response: z.array(country) });

/** GET /Countries: the countries (spec §3 Country: id, name, code), named in the caller's language. */
export const getCountries = defineCall<typeof getCountriesSchemas>()({
  name: 'getCountries',
  domain: 'reference',
  method: 'GET',
  path: '/Countries',
  permission: 'public',
  summary: 'Countries',
});
