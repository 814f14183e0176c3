import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveProofRound } from '@portal/shared/production/approve-proof-round';
import { requestProofChanges } from '@portal/shared/production/request-proof-changes';
import { api } from '../../../lib/browser-api';
import { domainKey } from '../../../lib/calls';

type Target = { orderId: number; roundId: number };

/**
 * The customer's answer to a round: POST …/proofs/{roundId}/approve (the full name typed as signature) or
 * …/request-changes (comments). The proofs are read again afterwards, after a refusal too (answered meanwhile).
 */
export function useAnswerProofRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Target & ({ signatureName: string } | { comments: string })) => {
      const params = { id: input.orderId, roundId: input.roundId };
      return 'signatureName' in input
        ? api.send(
            approveProofRound,
            { params, body: { signatureName: input.signatureName } },
            { silent: true },
          )
        : api.send(requestProofChanges, { params, body: { comments: input.comments } }, { silent: true });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainKey('production') }),
  });
}
