import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addPayPalOverpayment,
  type AddPayPalOverpaymentInput,
} from '@portal/shared/finance/add-paypal-overpayment';
import { api } from '../../../lib/browser-api';
import { domainKey } from '../../../lib/calls';

/** POST /api/payment/add-pay-pal-overpayment (staff). Silent: the dialog shows errors on its fields. */
export function useAddPayPalOverpayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddPayPalOverpaymentInput) =>
      api.send(addPayPalOverpayment, { body }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainKey('finance') }),
  });
}
