import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { familyPage, familyPin, familyTokenParams } from './schemas';

export const getFamilyPageSchemas = () => ({
  examples: [{ params: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } }],
  params: familyTokenParams,
  query: z.object({ pin: familyPin.optional() }),
  response: familyPage,
});

/**
 * GET /family/{token}: the family page's data, public through its token only. A revoked, expired or unknown link is
 * missing (404); a link with a PIN wants it (403), and 20 wrong PINs lock the link.
 */
export const getFamilyPage = defineCall<typeof getFamilyPageSchemas>()({
  name: 'getFamilyPage',
  domain: 'family-links',
  method: 'GET',
  path: '/family/{token}',
  permission: 'public',
  summary: 'The family page of a family link',
  refusals: {
    403: 'The link has a PIN and none or a wrong one was given, or 20 wrong PINs have locked it',
  },
});
