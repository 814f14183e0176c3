import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getMemoAging } from '@portal/shared/memo/get-memo-aging';
import { getMemos } from '@portal/shared/memo/get-memos';
import { api } from '../../../lib/browser-api';
import { callKey, domainKey } from '../../../lib/calls';

/** GET /api/memos: memos and their pieces (a portal user's own; staff every customer's, or one's). */
export function useMemos(input: { customerId: number | null; openOnly: boolean; pageNo: number }) {
  const query = {
    pageNo: input.pageNo,
    pageSize: 20,
    ...(input.customerId ? { customerId: input.customerId } : {}),
    ...(input.openOnly ? { openOnly: 'true' as const } : {}),
  };
  return useQuery({
    queryKey: callKey(getMemos, { query }),
    queryFn: ({ signal }) => api.send(getMemos, { query }, { signal }),
  });
}

/** GET /api/memos/aging (staff): memo out per customer by days past the due date. */
export function useMemoAging(enabled: boolean) {
  return useQuery({
    queryKey: callKey(getMemoAging, {}),
    queryFn: ({ signal }) => api.send(getMemoAging, {}, { signal }),
    enabled,
  });
}

/** Reads memo lists again after a change (the customer's choice or a memo sent). */
export function useMemoChange<I, O>(send: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainKey('memo') }),
  });
}
