import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getMetalAccountability } from '@portal/shared/metal/get-metal-accountability';
import type { CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { inLanguage } from './keys';

export type MetalAccountabilityQuery = CallInput<typeof getMetalAccountability>['query'];

/** GET /api/reports/metal-accountability (staff): issued, returned, lost and invoiced per metal and per step. */
export function useMetalAccountability(query: MetalAccountabilityQuery) {
  const lang = useLang();
  const input = { query };
  return useQuery({
    queryKey: inLanguage(getMetalAccountability, input, lang),
    queryFn: ({ signal }) => api.send(getMetalAccountability, input, { signal }),
    placeholderData: keepPreviousData,
  });
}
