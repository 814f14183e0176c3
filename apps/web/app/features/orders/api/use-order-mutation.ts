import { type MutationFunction, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderKind } from '../order-kinds';
import { orderKeys } from './keys';

/**
 * A change to orders of a kind: once it is done, every list, count and detail of the kind is read again (a status
 * change moves an order between tabs, a note changes the note count). Errors are toasted by the API client (spec §8).
 */
export function useOrderMutation<Input, Answer>(
  kind: OrderKind,
  mutationFn: MutationFunction<Answer, Input>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.kind(kind) }),
  });
}
