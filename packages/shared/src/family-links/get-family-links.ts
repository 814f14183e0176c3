import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { familyLink } from './schemas';

export const getFamilyLinksSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: z.array(familyLink),
});

/** GET /decedents/{id}/family-links: the decedent's family links, newest first, with when each was used. */
export const getFamilyLinks = defineCall<typeof getFamilyLinksSchemas>()({
  name: 'getFamilyLinks',
  domain: 'family-links',
  method: 'GET',
  path: '/decedents/{id}/family-links',
  permission: 'CP_DECEDENTS:VIEW',
  summary: 'The family links of a decedent, with their state and use',
});
