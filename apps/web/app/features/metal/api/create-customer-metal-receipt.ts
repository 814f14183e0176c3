import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCustomerMetalReceipt } from '@portal/shared/metal/create-customer-metal-receipt';
import type { CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { domainKey } from '../../../lib/calls';

export type MetalReceiptInput = CallInput<typeof createCustomerMetalReceipt>['body'];

/** POST /api/customer-metal-receipts (staff). Silent: the form shows errors. Credits are read again too. */
export function useCreateCustomerMetalReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MetalReceiptInput) => api.send(createCustomerMetalReceipt, { body }, { silent: true }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: domainKey('metal') }),
        queryClient.invalidateQueries({ queryKey: domainKey('finance') }),
      ]),
  });
}
