import type { CountryState } from '@portal/shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import type { Lang } from '../../../pages';
import { useLang } from '../../../lib/i18n/use-lang';
import { cartKeys } from './keys';

/** GET /api/Countries/states?countryId= (spec §3 State: id, name, parentID the country). */
export function getStates(countryId: number): Promise<CountryState[]> {
  return api.get<CountryState[]>('/api/Countries/states', { query: { countryId }, silent: true });
}

const statesQuery = (countryId: number, lang: Lang) => ({
  queryKey: cartKeys.states(countryId, lang),
  queryFn: () => getStates(countryId),
  staleTime: 60 * 60_000,
});

/** spec §4: the states offered are narrowed to the chosen country. */
export function useStates(countryId: number | null) {
  const lang = useLang();
  return useQuery({ ...statesQuery(countryId ?? 0, lang), enabled: countryId !== null });
}

/** The states of several countries at once (the checkout's addresses), by country id; missing while loading. */
export function useStatesOf(countryIds: readonly number[]): Map<number, CountryState[]> {
  const lang = useLang();
  const unique = [...new Set(countryIds)];
  const results = useQueries({ queries: unique.map((countryId) => statesQuery(countryId, lang)) });
  const byCountry = new Map<number, CountryState[]>();
  unique.forEach((countryId, index) => {
    const data = results[index]?.data;
    if (data) byCountry.set(countryId, data);
  });
  return byCountry;
}
