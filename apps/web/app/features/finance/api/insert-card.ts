import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardProcessor, InsertCardBody } from '@portal/shared/finance/credit-card-schemas';
import { insertNmiCard } from '@portal/shared/finance/insert-nmi-card';
import { insertSquareCard } from '@portal/shared/finance/insert-square-card';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { getCreditCards } from '@portal/shared/finance/get-credit-cards';

const CALLS = { SQUARE: insertSquareCard, NMI: insertNmiCard } as const;

/**
 * POST /api/creditcard/insertsquarecard or /api/creditcard/nmi-card: saves the card behind a hosted-fields token.
 * Not silent: spec §8 shows each of the processor's errors as a toast.
 */
export function useInsertCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ processor, body }: { processor: CardProcessor; body: InsertCardBody }) =>
      api.send(CALLS[processor], { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(getCreditCards) }),
  });
}
