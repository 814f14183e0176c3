import type { ProductDetail } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { catalogAdminKeys } from './keys';

/** GET /api/itemtypes/{id} with its sub-items (and their attributes) and variants (spec §7). */
export function getProduct(id: number, client: ApiClient = api): Promise<ProductDetail> {
  return client.get<ProductDetail>(`/api/itemtypes/${id}`, {
    query: { includesubitems: true, includevariants: true, includesubItemattributes: true },
    silent: true,
  });
}

export function useProduct(id: number) {
  const lang = useLang();
  return useQuery({
    queryKey: catalogAdminKeys.product(id, lang),
    queryFn: () => getProduct(id),
    retry: false,
  });
}
