import { getProductCategories } from '@portal/shared/catalog/get-product-categories';
import type { CallInput, CallResponse } from '@portal/shared/platform/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/browser-api';
import { callKey } from '../../../../lib/calls';
import { useLang } from '../../../../lib/i18n/use-lang';
import type { Lang } from '../../../../pages';

type ProductCategory = CallResponse<typeof getProductCategories>[number];

/** spec §7: the back-office reads every category, whatever the setting that limits users to their own item types. */
const EVERY_CATEGORY: CallInput<typeof getProductCategories> = {
  query: { getOnlyParent: false, ignoreSettingUsersCanOnlyViewTheirItemTypes: true },
};

export function getCategories(language: Lang): Promise<ProductCategory[]> {
  return api.send(getProductCategories, EVERY_CATEGORY, { language });
}

/** A category as the editor sees it: the English name and the French one (the API answers one language per call). */
export type AdminCategory = Pick<
  ProductCategory,
  | 'id'
  | 'name'
  | 'code'
  | 'rank'
  | 'description'
  | 'parentId'
  | 'largeImage'
  | 'smallImage'
  | 'title1Image'
  | 'title2Image'
  | 'childCount'
  | 'itemCount'
> & { nameFr: string };

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

/** Both languages joined: the call's key, without one language. */
export function useAdminCategories() {
  return useQuery({
    queryKey: [...callKey(getProductCategories, EVERY_CATEGORY), 'en+fr'],
    queryFn: getAdminCategories,
  });
}

/** The category tree of the product catalogue, names in the page's language. */
export function useCategoryTree() {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getProductCategories, EVERY_CATEGORY), lang],
    queryFn: () => getCategories(lang),
    staleTime: 60_000,
  });
}
