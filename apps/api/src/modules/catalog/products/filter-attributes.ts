// The storefront's filters: GET /productCategories/filterAttributes and GET /productCategories/filterAttributesByCategory.
import type { getFilterAttributesSchemas } from '@portal/shared/catalog/get-filter-attributes';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { listingMemo } from '../listing-memo';
import { itemTypes } from '../tables';
import { attributeLabel } from './attributes';
import { assertListedCategory, productConditions, type ProductScope } from './listing';

const local = (language: Language, en: string, fr: string) => (language === 'fr' ? fr : en);

/** The filterable attributes and their counts per scope, search and language (a whole-catalogue count is heavy). */
const facets = listingMemo<Awaited<ReturnType<typeof readFilterAttributes>>>({
  name: 'facets',
  maxEntries: 1_000,
});

/**
 * Filterable attributes with the values present among the products in scope (and matching `search`, the facets of a
 * search's results), and how many products have each. The same for every caller: remembered like the listing pages.
 */
function filterAttributes(db: Db, language: Language, scope: ProductScope, search = '') {
  return facets.get(db, JSON.stringify([scope, search, language]), () =>
    readFilterAttributes(db, language, scope, search),
  );
}

async function readFilterAttributes(db: Db, language: Language, scope: ProductScope, search: string) {
  const where = and(
    ...(await productConditions(db, scope, {
      search,
      attributes: {},
      sort: 'name',
      descending: false,
      featuredOnly: false,
    })),
  );
  const rows = await queryRows<{
    id: number;
    code: string;
    name: string;
    name_fr: string;
    value_type: string;
    unit: string | null;
    rank: number;
    value: string;
    count: number;
    label: string | null;
    label_fr: string | null;
    option_rank: number | null;
  }>(
    db,
    sql`select d.id, d.code, d.name, d.name_fr, d.value_type, d.unit, d.rank, a.value, count(*)::int as count, o.label, o.label_fr, o.rank as option_rank
        from item_type_attributes a
        join attribute_definitions d on d.id = a.attribute_id and d.is_filterable
        left join attribute_options o on o.attribute_id = d.id and o.value = a.value
        where a.item_type_id in (select ${itemTypes.id} from ${itemTypes} where ${where})
        group by d.id, d.code, d.name, d.name_fr, d.value_type, d.unit, d.rank, a.value, o.label, o.label_fr, o.rank
        order by d.rank, o.rank nulls last, a.value`,
  );
  const byAttribute = new Map<
    number,
    {
      id: number;
      code: string;
      name: string;
      valueType: string;
      unit: string | null;
      options: { value: string; label: string; count: number }[];
    }
  >();
  for (const r of rows) {
    const entry = byAttribute.get(r.id) ?? {
      id: r.id,
      code: r.code,
      name: local(language, r.name, r.name_fr),
      valueType: r.value_type,
      unit: r.unit,
      options: [],
    };
    entry.options.push({
      value: r.value,
      label: attributeLabel(language, {
        code: r.code,
        valueType: r.value_type,
        value: r.value,
        label: r.label,
        labelFr: r.label_fr,
      }),
      count: r.count,
    });
    byAttribute.set(r.id, entry);
  }
  return [...byAttribute.values()];
}

/** GET /productCategories/filterAttributes: the filterable attributes of an item group's products (or all), searched. */
export const getFilterAttributes = (
  db: Db,
  language: Language,
  query: ParsedBy<typeof getFilterAttributesSchemas>['query'],
) => filterAttributes(db, language, { itemGroupId: query.itemGroupID }, query.search);

/** GET /productCategories/filterAttributesByCategory: the filterable attributes of a category (404 when unknown). */
export async function getFilterAttributesByCategory(db: Db, language: Language, categoryId: number) {
  await assertListedCategory(db, categoryId);
  return filterAttributes(db, language, { categoryId });
}
