import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payInvoices, type PayInvoicesBody } from '@portal/shared/finance/pay-invoices';
import { api } from '../../../lib/browser-api';
import { domainKey } from '../../../lib/calls';

/**
 * POST /api/payment/pay: pays the invoices once per idempotency key (a retry with the same key answers the first
 * result). Silent: the dialog shows what went wrong where the payer is. Every finance list and balance is read again
 * afterwards, whatever the answer (a declined payment is listed too).
 */
export function usePayInvoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayInvoicesBody) => api.send(payInvoices, { body }, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainKey('finance') }),
  });
}
