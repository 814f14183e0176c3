import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getProductionMailChoice,
  saveProductionMailChoice,
  type ProductionMailChoice,
} from '@portal/shared/production/production-mail-choice';
import { api } from '../../../lib/browser-api';
import { callKey, callQuery } from '../../../lib/calls';

/** GET /api/production-updates/mail-choice: which stage changes the user is e-mailed. */
export const useProductionMailChoice = () => useQuery(callQuery(getProductionMailChoice, {}));

/** PUT /api/production-updates/mail-choice. */
export function useSaveProductionMailChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: ProductionMailChoice) => api.send(saveProductionMailChoice, { body: { choice } }),
    onSuccess: (answer) => queryClient.setQueryData(callKey(getProductionMailChoice, {}), answer),
  });
}
