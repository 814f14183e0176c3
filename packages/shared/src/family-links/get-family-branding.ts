import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { familyBranding } from './schemas';

export const getFamilyBrandingSchemas = () => ({
  params: idParams,
  response: familyBranding,
  examples: [{ params: { id: 3 } }],
});

/** GET /family-brandings/{id}: the logo and colours the customer's family pages carry. */
export const getFamilyBranding = defineCall<typeof getFamilyBrandingSchemas>()({
  name: 'getFamilyBranding',
  domain: 'family-links',
  method: 'GET',
  path: '/family-brandings/{id}',
  permission: 'CP_DECEDENTS:VIEW',
  summary: "The logo and colours of a funeral home's family pages",
});
