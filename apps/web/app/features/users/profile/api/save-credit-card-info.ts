import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@portal/shared/platform/contract';
import { saveCreditCardInfo } from '@portal/shared/users/save-credit-card-info';
import { api } from '../../../../lib/browser-api';
import { domainKey } from '../../../../lib/calls';

export type CreditCardInfoBody = CallInput<typeof saveCreditCardInfo>['body'];

/**
 * POST /api/User/CreditCardInfo: the credit card info card's save (name on card, billing postal code, default card).
 * The saved cards are read through the finance calls, whose cache is refreshed; field errors go to the form (silent).
 */
export function useSaveCreditCardInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditCardInfoBody) => api.send(saveCreditCardInfo, { body }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainKey('finance') }),
  });
}
