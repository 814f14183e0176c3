import { useQuery } from '@tanstack/react-query';
import { getCountries } from '@portal/shared/reference/get-countries';
import { getStates } from '@portal/shared/reference/get-states';
import { api } from '../../../../lib/browser-api';
import { callKey } from '../../../../lib/calls';
import { useLang } from '../../../../lib/i18n/use-lang';

/** GET /api/Countries in the page's language, for the address cards. */
export function useProfileCountries() {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getCountries), lang],
    queryFn: () => api.send(getCountries, {}, { silent: true }),
    staleTime: 60 * 60_000,
  });
}

/** GET /api/Countries/states?countryId=: the states of the chosen country (spec §4: narrowed to that country). */
export function useProfileStates(countryId: number | null) {
  const lang = useLang();
  const query = { countryId: countryId ?? 0 };
  return useQuery({
    queryKey: [...callKey(getStates, { query }), lang],
    queryFn: () => api.send(getStates, { query }, { silent: true }),
    enabled: countryId !== null,
    staleTime: 60 * 60_000,
  });
}
