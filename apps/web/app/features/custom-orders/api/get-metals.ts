import type { metal } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { customOrderKeys } from './keys';

export type Metal = z.infer<typeof metal>;

/** GET /api/Metals/ShownInCatalog: the metals offered, with karat and colour (the builder's swatches). */
export function getMetals(): Promise<Metal[]> {
  return api.get<Metal[]>('/api/Metals/ShownInCatalog', { silent: true });
}

export function useMetals() {
  const lang = useLang();
  return useQuery({ queryKey: customOrderKeys.metals(lang), queryFn: getMetals, staleTime: 5 * 60_000 });
}
