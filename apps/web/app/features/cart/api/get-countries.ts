import type { Country } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { cartKeys } from './keys';

/** GET /api/Countries (spec §3 Country: id, name, code). */
export function getCountries(): Promise<Country[]> {
  return api.get<Country[]>('/api/Countries', { silent: true });
}

export function useCountries() {
  const lang = useLang();
  return useQuery({ queryKey: cartKeys.countries(lang), queryFn: getCountries, staleTime: 60 * 60_000 });
}
