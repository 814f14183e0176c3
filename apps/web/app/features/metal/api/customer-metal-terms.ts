import { getCustomerMetalTerms, setCustomerMetalTerms } from '@portal/shared/metal/customer-metal-terms';
import { extendMetalPriceLock } from '@portal/shared/metal/extend-metal-price-lock';
import type { CallInput, CallResponse } from '@portal/shared/platform/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callQuery, domainKey } from '../../../lib/calls';

export type CustomerMetalTerms = CallResponse<typeof getCustomerMetalTerms>;
export type MetalTermsInput = CallInput<typeof setCustomerMetalTerms>['body'];

/** GET /api/customer-metal-terms/{id}: the customer's lock window and cap, and its locks. */
export const useCustomerMetalTerms = (customerId: number) =>
  useQuery(callQuery(getCustomerMetalTerms, { params: { id: customerId } }));

/** After a change, the customer's terms and locks are read again. */
function useMetalMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainKey('metal') }),
  });
}

/** POST /api/customer-metal-terms/{id}: the customer's own window and cap (null: the metal settings'). */
export const useSetCustomerMetalTerms = (customerId: number) =>
  useMetalMutation((body: MetalTermsInput) =>
    api.send(setCustomerMetalTerms, { params: { id: customerId }, body }),
  );

/** POST /api/metal-price-locks/{id}/extend: extends a lock, or honours one that expired. */
export const useExtendMetalLock = () =>
  useMetalMutation(({ id, hours }: { id: number; hours: number }) =>
    api.send(extendMetalPriceLock, { params: { id }, body: { hours } }),
  );
