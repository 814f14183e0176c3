import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@portal/shared/platform/contract';
import { payJobDeposit } from '@portal/shared/production/pay-job-deposit';
import { api } from '../../../lib/browser-api';
import { domainKey } from '../../../lib/calls';

/** POST /api/JobOrders/{id}/pay-deposit: the deposit by card, once per key; the job's proofs and deposit read again. */
export function usePayJobDeposit(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof payJobDeposit>['body']) =>
      api.send(payJobDeposit, { params: { id: orderId }, body }, { silent: true }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: domainKey('production') }),
        queryClient.invalidateQueries({ queryKey: domainKey('finance') }),
      ]),
  });
}
