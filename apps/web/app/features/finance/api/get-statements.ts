import { useQuery } from '@tanstack/react-query';
import { getStatements } from '@portal/shared/finance/get-statements';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

/** GET /api/statements: a customer's months (staff name the customer; a portal user reads its own). */
export function useStatements(customerId: number | null, enabled: boolean) {
  const input = { query: customerId ? { customerId } : {} };
  return useQuery({
    queryKey: callKey(getStatements, input),
    queryFn: ({ signal }) => api.send(getStatements, input, { signal }),
    enabled,
  });
}
