import { getSavedEstimates as getSavedEstimatesCall } from '@portal/shared/custom-orders/get-saved-estimates';
import type { CallResponse } from '@portal/shared/platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/browser-api';
import { callKey } from '../../../../lib/calls';
import { useLang } from '../../../../lib/i18n/use-lang';

export type SavedEstimatePage = CallResponse<typeof getSavedEstimatesCall>;
export type SavedEstimate = SavedEstimatePage['items'][number];

/** GET /api/estimates: one page of the kept estimates, last changed first (the piece's name in the page's language). */
export function useSavedEstimates(pageNo: number, pageSize = 10) {
  const lang = useLang();
  const input = { query: { pageNo, pageSize } };
  return useQuery({
    queryKey: [...callKey(getSavedEstimatesCall, input), lang],
    queryFn: ({ signal }) => api.send(getSavedEstimatesCall, input, { signal }),
    placeholderData: keepPreviousData,
  });
}
