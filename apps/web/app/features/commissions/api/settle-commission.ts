import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settleCommission } from '@portal/shared/commissions/settle-commission';
import type { CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { domainKey } from '../../../lib/calls';

/** POST /api/commissions/{id}/settle (staff): silent, the dialog shows a refusal (a 409 when settled already). */
export function useSettleCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof settleCommission>) =>
      api.send(settleCommission, input, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainKey('commissions') }),
  });
}
