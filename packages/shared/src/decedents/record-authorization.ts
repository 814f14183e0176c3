import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { authorization, authorizationBody } from './custody-schemas';

export const recordAuthorizationSchemas = () => ({
  params: idParams,
  body: authorizationBody,
  response: authorization,
});

/**
 * POST /decedents/{id}/authorizations: records a next of kin's authorisation with a typed or drawn signature (a PNG,
 * checked by its content) and keeps its signed PDF with the decedent. The decedent's prints may then be used.
 */
export const recordAuthorization = defineCall<typeof recordAuthorizationSchemas>()({
  name: 'recordAuthorization',
  domain: 'decedents',
  method: 'POST',
  path: '/decedents/{id}/authorizations',
  permission: 'CP_DECEDENTS:EDIT',
  takesIdempotencyKey: true,
  status: 201,
  summary: 'Record a next-of-kin authorisation (typed or drawn signature); its signed PDF is kept',
  refusals: { 409: 'The decedent is archived, or the statement is not the current version' },
});
