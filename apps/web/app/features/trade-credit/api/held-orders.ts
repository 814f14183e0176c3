import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approvePurchase } from '@portal/shared/trade-credit/approve-purchase';
import { declineHold } from '@portal/shared/trade-credit/decline-hold';
import { declinePurchase } from '@portal/shared/trade-credit/decline-purchase';
import { getHeldOrders } from '@portal/shared/trade-credit/get-held-orders';
import { getOrdersAwaitingApproval } from '@portal/shared/trade-credit/get-orders-awaiting-approval';
import { releaseOrder } from '@portal/shared/trade-credit/release-order';
import { api } from '../../../lib/browser-api';
import { callQuery, domainKey } from '../../../lib/calls';

export type HoldList = 'credit' | 'approval';

/** GET /api/orders/credit-holds (staff) or GET /api/orders/awaiting-approval (a customer's administrator). */
export function useHeldOrders(list: HoldList) {
  // One list per screen: the other call is never sent (a customer administrator may not read staff's list).
  const credit = useQuery({ ...callQuery(getHeldOrders, { query: {} }), enabled: list === 'credit' });
  const approval = useQuery({ ...callQuery(getOrdersAwaitingApproval, {}), enabled: list === 'approval' });
  return list === 'credit' ? credit : approval;
}

/** Going ahead with a held order: staff release a credit hold, an administrator approves a purchase. */
export function useLetThrough(list: HoldList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      list === 'credit'
        ? api.send(releaseOrder, { params: { id }, body: {} })
        : api.send(approvePurchase, { params: { id }, body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainKey('trade-credit') }),
  });
}

/** Declining a held order with a reason: it is cancelled and whoever placed it is told. */
export function useDeclineHeld(list: HoldList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.send(list === 'credit' ? declineHold : declinePurchase, { params: { id }, body: { reason } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainKey('trade-credit') }),
  });
}
