import { getDealersForCountry } from '@portal/shared/customers/get-dealers-for-country';
import { getCountries } from '@portal/shared/reference/get-countries';
import { getStates } from '@portal/shared/reference/get-states';
import type { ApiClient } from '../../../lib/api';

const idOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

/** The partner search of the URL (?countryId=&stateId=): the countries, the chosen country's states and its partners. */
export async function loadPartners(api: ApiClient, url: URL) {
  const countryId = idOf(url.searchParams.get('countryId'));
  const wantedState = idOf(url.searchParams.get('stateId'));
  const [countries, states] = await Promise.all([
    api.send(getCountries, {}),
    countryId ? api.send(getStates, { query: { countryId } }) : Promise.resolve([]),
  ]);
  // A state of another country (a stale link) is ignored rather than answered with nothing.
  const stateId = wantedState && states.some((s) => s.id === wantedState) ? wantedState : null;
  const dealers =
    countryId && countries.some((c) => c.id === countryId)
      ? await api.send(getDealersForCountry, { query: { countryId, ...(stateId ? { stateId } : {}) } })
      : null;
  return { countries, states, countryId, stateId, dealers };
}

export type PartnerSearch = Awaited<ReturnType<typeof loadPartners>>;
