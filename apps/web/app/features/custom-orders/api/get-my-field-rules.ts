import { useQuery } from '@tanstack/react-query';
import type { FieldScreenCode } from '@portal/shared/settings/field-catalogue';
import { getMyFieldRules } from '@portal/shared/settings/get-my-field-rules';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

/**
 * GET /api/modules/cp/fields/{screen}/mine: what the signed-in user may do with a screen's fields (the configuration
 * screen's field settings). Fetched afresh whenever the form opens, so a change staff just saved holds at once; until
 * it answers every field is open, and the API enforces the rules anyway.
 */
export function useMyFieldRules(screenCode: FieldScreenCode) {
  return useQuery({
    queryKey: callKey(getMyFieldRules, { params: { screenCode } }),
    queryFn: () => api.send(getMyFieldRules, { params: { screenCode } }, { silent: true }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
