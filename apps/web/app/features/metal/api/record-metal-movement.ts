import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordMetalMovement } from '@portal/shared/metal/record-metal-movement';
import type { CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { domainKey } from '../../../lib/calls';

export type MetalMovementInput = CallInput<typeof recordMetalMovement>['body'];

/**
 * POST /api/JobOrders/{id}/metal-movements. Silent: the form shows errors on its fields. The job's metal, the report
 * and the order lists (their loss flag) are read again.
 */
export function useRecordMetalMovement(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MetalMovementInput) =>
      api.send(recordMetalMovement, { params: { id: orderId }, body }, { silent: true }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: domainKey('metal') }),
        queryClient.invalidateQueries({ queryKey: domainKey('orders') }),
      ]),
  });
}
