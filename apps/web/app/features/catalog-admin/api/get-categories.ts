import type { ProductCategory } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import type { Lang } from '../../../pages';
import { catalogAdminKeys } from './keys';

/** spec §7: the back-office reads every category, whatever the setting that limits users to their own item types. */
export function getCategories(language: Lang): Promise<ProductCategory[]> {
  return api.get<ProductCategory[]>('/api/ProductCategories', {
    query: { getOnlyParent: false, ignoreSettingUsersCanOnlyViewTheirItemTypes: true },
    language,
  });
}

/** A category as the editor sees it: the English name and the French one (the API answers one language per call). */
export interface AdminCategory {
  id: number;
  name: string;
  nameFr: string;
  code: string;
  rank: number;
  description: string | null;
  parentId: number | null;
  largeImage: string | null;
  smallImage: string | null;
  title1Image: string | null;
  title2Image: string | null;
  childCount: number;
  itemCount: number;
}

/** GET /api/ProductCategories in English and in French, joined: the editor saves both names. */
export async function getAdminCategories(): Promise<AdminCategory[]> {
  const [english, french] = await Promise.all([getCategories('en'), getCategories('fr')]);
  const frenchNames = new Map(french.map((c) => [c.id, c.name]));
  return english.map((c) => ({
    id: c.id,
    name: c.name,
    nameFr: frenchNames.get(c.id) ?? c.name,
    code: c.code,
    rank: c.rank,
    description: c.description,
    parentId: c.parentId ?? c.parentID,
    largeImage: c.largeImage,
    smallImage: c.smallImage,
    title1Image: c.title1Image,
    title2Image: c.title2Image,
    childCount: c.childCount,
    itemCount: c.itemCount,
  }));
}

export function useAdminCategories() {
  return useQuery({ queryKey: catalogAdminKeys.categories(), queryFn: getAdminCategories });
}

/** The category tree of the product catalogue, names in the page's language. */
export function useCategoryTree() {
  const lang = useLang();
  return useQuery({
    queryKey: catalogAdminKeys.categoryTree(lang),
    queryFn: () => getCategories(lang),
    staleTime: 60_000,
  });
}
