import { getAuthorizations } from '@portal/shared/decedents/get-authorizations';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/calls';

export type AuthorizationList = CallResponse<typeof getAuthorizations>;
export type AuthorizationRow = AuthorizationList['authorizations'][number];

/**
 * GET /api/decedents/{id}/authorizations: the decedent's authorisations, whether its prints may be used, the statement
 * a new one is signed on and the retention policy (in the page's language).
 */
export const useAuthorizations = (decedentId: number) =>
  useQuery(callQuery(getAuthorizations, { params: { id: decedentId } }));
