import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { createdFamilyLink, createFamilyLinkBody } from './schemas';

export const createFamilyLinkSchemas = () => ({
  params: idParams,
  body: createFamilyLinkBody,
  response: createdFamilyLink,
});

/**
 * POST /decedents/{id}/family-links: a private link for the decedent's family. The answer carries the token once;
 * the portal keeps only its hash (and the PIN's).
 */
export const createFamilyLink = defineCall<typeof createFamilyLinkSchemas>()({
  name: 'createFamilyLink',
  domain: 'family-links',
  method: 'POST',
  path: '/decedents/{id}/family-links',
  permission: 'CP_DECEDENTS:EDIT',
  takesIdempotencyKey: true,
  summary: 'Create a family link (expiry, optional PIN, personal message)',
  status: 201,
});
