import { useQuery } from '@tanstack/react-query';
import { getCommissions } from '@portal/shared/commissions/get-commissions';
import type { CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

export type CommissionQuery = CallInput<typeof getCommissions>['query'];

/** GET /api/commissions: a funeral home's own commissions; staff every customer's, or the one they pick. */
export function useCommissions(query: CommissionQuery) {
  const input = { query };
  return useQuery({
    queryKey: callKey(getCommissions, input),
    queryFn: ({ signal }) => api.send(getCommissions, input, { signal }),
  });
}
