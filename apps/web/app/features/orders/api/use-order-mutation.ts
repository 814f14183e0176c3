import { type MutationFunction, useMutation, useQueryClient } from '@tanstack/react-query';
import { domainKey } from '../../../lib/calls';

/**
 * A change to orders: once it is done, every list, count and detail of the domain is read again (a status change
 * moves an order between tabs, a note changes the note count). Errors are toasted by the API client (spec §8).
 */
export function useOrderMutation<Input, Answer>(mutationFn: MutationFunction<Answer, Input>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainKey('orders') }),
  });
}
