import { useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@portal/shared/platform/contract';
import { getCountries as getCountriesCall } from '@portal/shared/reference/get-countries';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';

/** GET /api/Countries (spec §3 Country: id, name, code). */
export function getCountries(): Promise<CallResponse<typeof getCountriesCall>> {
  return api.send(getCountriesCall, {}, { silent: true });
}

/**
 * The names come in the page's language: the key carries it. `enabled: false` waits (a form far below the first
 * screen asks once it comes near).
 */
export function useCountries({ enabled = true }: { enabled?: boolean } = {}) {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getCountriesCall), lang],
    queryFn: getCountries,
    staleTime: 60 * 60_000,
    enabled,
  });
}
