import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveProductionStages } from '@portal/shared/production/production-stages';
import type { CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { domainKey } from '../../../lib/calls';

export type SaveStagesInput = CallInput<typeof saveProductionStages>['body'];

/** POST /api/production-stages. Silent: the screen says the error beside the list. Production reads are read again. */
export function useSaveProductionStages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveStagesInput) => api.send(saveProductionStages, { body }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainKey('production') }),
  });
}
