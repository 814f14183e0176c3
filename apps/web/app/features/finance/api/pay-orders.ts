import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createOrderAndPay } from '@portal/shared/finance/create-order-and-pay';
import { insertOrdersAndPay } from '@portal/shared/finance/insert-orders-and-pay';
import type { CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { domainKey } from '../../../lib/calls';

export type CreateOrderAndPayBody = CallInput<typeof createOrderAndPay>['body'];
export type InsertOrdersAndPayBody = CallInput<typeof insertOrdersAndPay>['body'];

/**
 * POST /api/payment/createorderandpay: the checkout's "pay now". Silent: the checkout shows a refusal where the payer
 * is. Finance is read again afterwards whatever the answer (the order's invoice exists even when the card is declined).
 */
export function useCreateOrderAndPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrderAndPayBody) => api.send(createOrderAndPay, { body }, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainKey('finance') }),
  });
}

/** POST /api/payment/insertOrdersAndPay: pays submitted orders up front (each is invoiced first if need be). */
export function useInsertOrdersAndPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InsertOrdersAndPayBody) => api.send(insertOrdersAndPay, { body }, { silent: true }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: domainKey('finance') });
      void queryClient.invalidateQueries({ queryKey: domainKey('orders') });
    },
  });
}
