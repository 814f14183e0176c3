import type { metal } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { catalogKeys } from './keys';

export type Metal = z.infer<typeof metal>;

/** GET /api/Metals/ShownInCatalog: the metals offered, with colour and karat (the configurator's swatches). */
export function getMetalsShownInCatalog(client: ApiClient = api): Promise<Metal[]> {
  return client.get<Metal[]>('/api/Metals/ShownInCatalog', { silent: true });
}

export function useMetalsShownInCatalog() {
  const lang = useLang();
  return useQuery({
    queryKey: catalogKeys.metals(lang),
    queryFn: () => getMetalsShownInCatalog(),
    staleTime: 5 * 60_000,
  });
}
