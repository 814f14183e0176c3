import { getMetalFormulas } from '@portal/shared/metal/get-metal-formulas';
import { updateMasterAlloyTerms } from '@portal/shared/metal/update-master-alloy-terms';
import { updateMetalFormula } from '@portal/shared/metal/update-metal-formula';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callQuery, domainKey } from '../../../lib/calls';

/** GET /api/metal-formulas: the master alloys' prices and what they rest on, and each metal's formula. */
export function useMetalFormulas() {
  return useQuery(callQuery(getMetalFormulas, {}));
}

/** PUT /api/metal-formulas/metals/{id}: a metal's surcharge and markup; silent, the form shows a refusal. */
export function useUpdateMetalFormula() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; surchargePerOunce: number; markupPercent: number }) =>
      api.send(
        updateMetalFormula,
        {
          params: { id: input.id },
          body: { surchargePerOunce: input.surchargePerOunce, markupPercent: input.markupPercent },
        },
        { silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainKey('metal') }),
  });
}

/** PUT /api/metal-formulas/master-alloys/{code}: the loss threshold and the refining charge. */
export function useUpdateAlloyTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; lossThresholdPercent: number; refiningChargePercent: number }) =>
      api.send(
        updateMasterAlloyTerms,
        {
          params: { code: input.code },
          body: {
            lossThresholdPercent: input.lossThresholdPercent,
            refiningChargePercent: input.refiningChargePercent,
          },
        },
        { silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainKey('metal') }),
  });
}
