import type { ProductCategory } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { catalogAdminKeys } from './keys';

/** GET /api/productCategories/{id}: one category, names in the page's language. */
export function getCategory(id: number): Promise<ProductCategory> {
  return api.get<ProductCategory>(`/api/productCategories/${id}`, { silent: true });
}

export function useCategory(id: number) {
  const lang = useLang();
  return useQuery({
    queryKey: catalogAdminKeys.category(id, lang),
    queryFn: () => getCategory(id),
    retry: false,
  });
}
