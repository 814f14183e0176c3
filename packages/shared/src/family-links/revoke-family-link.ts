import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { familyLink } from './schemas';

export const revokeFamilyLinkSchemas = () => ({ params: idParams, response: familyLink });

/** DELETE /family-links/{id}: the link stops opening at once; its record and use stay. */
export const revokeFamilyLink = defineCall<typeof revokeFamilyLinkSchemas>()({
  name: 'revokeFamilyLink',
  domain: 'family-links',
  method: 'DELETE',
  path: '/family-links/{id}',
  permission: 'CP_DECEDENTS:EDIT',
  summary: 'Revoke a family link',
});
