import { useQueries } from '@tanstack/react-query';
import { type CountryState, statesQuery } from './get-states';

// Its own file: only the checkout asks for several countries' states, and the sign-up page, which loads
// get-states.ts, would otherwise download this hook with it.
/** The states of several countries at once (the checkout's addresses), by country id; missing while loading. */
export function useStatesOf(countryIds: readonly number[]): Map<number, CountryState[]> {
  const unique = [...new Set(countryIds)];
  const results = useQueries({ queries: unique.map((countryId) => statesQuery(countryId)) });
  const byCountry = new Map<number, CountryState[]>();
  unique.forEach((countryId, index) => {
    const data = results[index]?.data;
    if (data) byCountry.set(countryId, data);
  });
  return byCountry;
}
