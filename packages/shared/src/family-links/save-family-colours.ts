import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { familyBranding, familyColoursBody } from './schemas';

export const saveFamilyColoursSchemas = () => ({
  params: idParams,
  body: familyColoursBody,
  response: familyBranding,
  examples: [{ params: { id: 3 }, body: { primaryColour: '#1f3a5f', accentColour: '#c9a227' } }],
});

/**
 * PUT /family-brandings/{id}: the colours of the funeral home's family pages; its customer administrator or
 * staff set them.
 */
export const saveFamilyColours = defineCall<typeof saveFamilyColoursSchemas>()({
  name: 'saveFamilyColours',
  domain: 'family-links',
  method: 'PUT',
  path: '/family-brandings/{id}',
  permission: 'CP_DECEDENTS:EDIT',
  summary: "Set the colours of a funeral home's family pages",
  refusals: { 403: "Only the customer's administrator or staff change them" },
});
