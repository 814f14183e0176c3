import { useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@portal/shared/platform/contract';
import { getStates as getStatesCall } from '@portal/shared/reference/get-states';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

export type CountryState = CallResponse<typeof getStatesCall>[number];

/** GET /api/Countries/states?countryId= (spec §3 State: id, name, parentID the country). */
export function getStates(countryId: number): Promise<CountryState[]> {
  return api.send(getStatesCall, { query: { countryId } }, { silent: true });
}

// State names are not translated: the key needs no language.
export const statesQuery = (countryId: number) => ({
  queryKey: callKey(getStatesCall, { query: { countryId } }),
  queryFn: () => getStates(countryId),
  staleTime: 60 * 60_000,
});

/** spec §4: the states offered are narrowed to the chosen country. */
export function useStates(countryId: number | null) {
  return useQuery({ ...statesQuery(countryId ?? 0), enabled: countryId !== null });
}
