import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { countryState, statesQuery } from './schemas';

export const getStatesSchemas = () => ({
  examples: [{ query: { countryId: 1 } }],
  query: statesQuery,
  response: z.array(countryState),
});

/** GET /Countries/states?countryId=: the states of a country (spec §3 State: id, name, parentID the country). */
export const getStates = defineCall<typeof getStatesSchemas>()({
  name: 'getStates',
  domain: 'reference',
  method: 'GET',
  path: '/Countries/states',
  permission: 'public',
  summary: 'States of a country',
});
