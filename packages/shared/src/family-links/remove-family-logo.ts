import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { familyBranding } from './schemas';

export const removeFamilyLogoSchemas = () => ({
  params: idParams,
  response: familyBranding,
});

/** DELETE /family-brandings/{id}/logo: the family pages go back to the funeral home's name alone. */
export const removeFamilyLogo = defineCall<typeof removeFamilyLogoSchemas>()({
  name: 'removeFamilyLogo',
  domain: 'family-links',
  method: 'DELETE',
  path: '/family-brandings/{id}/logo',
  permission: 'CP_DECEDENTS:EDIT',
  summary: "Remove the logo of a funeral home's family pages",
  refusals: { 403: "Only the customer's administrator or staff change it" },
});
