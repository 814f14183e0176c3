import { getEstimateData as getEstimateDataCall } from '@portal/shared/custom-orders/get-estimate-data';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/browser-api';
import { callKey } from '../../../../lib/calls';
import { useLang } from '../../../../lib/i18n/use-lang';

/** spec §3 Estimate data: what the estimate screen offers, with today's prices. */
export type EstimateData = CallResponse<typeof getEstimateDataCall>;

/** GET /api/Estimate/data. */
export function getEstimateData(): Promise<EstimateData> {
  return api.send(getEstimateDataCall, {});
}

/** The names of the options come in the page's language: the key carries it. */
export function useEstimateData() {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getEstimateDataCall), lang],
    queryFn: getEstimateData,
    staleTime: 60_000,
  });
}
