import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ProductSuggestion } from '@portal/shared/catalog/schemas';
import type { Language } from '@portal/shared/platform/language';
import { qualified } from '../../db/query-rows';
import { itemTypeImages, itemTypes } from './tables';
import { listingMemo } from './listing-memo';

/**
 * Product search (docs/decisions.md, "Product search"). The database keeps two search columns on item_types, computed
 * by `catalog_search_text()` (unaccented, lower case, punctuation as spaces): `search_document`, a full-text document
 * of the code and names (weight A) and the descriptions (weight B) in both languages, and `search_names`, the code and
 * names for trigram matching. A product matches when every word typed begins a word of its document, or when what was
 * typed is close to a stretch of its code and names (a typo: `word_similarity` above pg_trgm's threshold, 0.6). Both
 * are GIN lookups.
 */

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
// What NFD does not take apart, as unaccent() writes it.
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l' };

export interface SearchTerms {
  /** The words, unaccented and lower case, as catalog_search_text() writes the products' text. */
  words: string[];
  /** Every word as a prefix, all required: `bague:* & ovale:*`. */
  prefixQuery: string;
  /** The words in one line, for the trigram comparison. */
  text: string;
}

/**
 * The words of what was typed, as the database writes a product's text: accents off, lower case, split on anything
 * but letters and digits. Only a-z and 0-9 remain, so the text-search query built from them is always well formed.
 * Null when nothing searchable is left (only punctuation): such a search matches nothing.
 */
export function searchTermsOf(search: string): SearchTerms | null {
  const words = search
    .toLowerCase()
    .replace(/[œæßøđł]/g, (c) => LIGATURES[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  if (words.length === 0) return null;
  return { words, prefixQuery: words.map((w) => `${w}:*`).join(' & '), text: words.join(' ') };
}

const tsQuery = (terms: SearchTerms) => sql`to_tsquery('simple', ${terms.prefixQuery})`;

/** Whether a product matches the search: all words as prefixes in the document, or close to its code and names. */
export function searchCondition(terms: SearchTerms | null): SQL {
  if (!terms) return sql`false`;
  return sql`(${itemTypes.searchDocument} @@ ${tsQuery(terms)} or ${itemTypes.searchNames} %> ${terms.text})`;
}

/**
 * How well a product matches, higher first: its code typed exactly, then the words found (in a code or name more than
 * in a description, ts_rank's weights) and the closeness of what was typed to its code and names.
 */
export function searchRank(terms: SearchTerms): SQL {
  return sql`(case when lower(${itemTypes.code}) = ${terms.words.join('-')} or lower(${itemTypes.code}) = ${terms.words.join('')} then 2 else 0 end
    + ts_rank(${itemTypes.searchDocument}, ${tsQuery(terms)})
    + word_similarity(${terms.text}, ${itemTypes.searchNames}))`;
}

/** The best-matching products for a search box, the first `limit` of them (the listing's visibility rules). */
export async function bestMatches(db: Db, terms: SearchTerms, limit: number) {
  return db
    .select({
      id: itemTypes.id,
      code: itemTypes.code,
      name: itemTypes.name,
      nameFr: itemTypes.nameFr,
      slug: itemTypes.slug,
      // The list's picture: the first of the default metal's, else of the metal-independent ones (as the listing).
      imageURL: sql<string | null>`(select im.url from ${itemTypeImages} im
        where im.item_type_id = ${qualified(itemTypes.id)}
          and (im.metal_id is null or im.metal_id = ${qualified(itemTypes.defaultMetalId)})
        order by (im.metal_id is null), im.rank limit 1)`,
    })
    .from(itemTypes)
    .where(sql`${itemTypes.isActive} and ${itemTypes.shownInCatalog} and ${searchCondition(terms)}`)
    .orderBy(sql`${searchRank(terms)} desc`, itemTypes.id)
    .limit(limit);
}

/** Suggestions are the same for every caller: remembered per search, language and size, like the listing pages. */
const suggestionMemo = listingMemo<ProductSuggestion[]>({ name: 'suggestions', maxEntries: 5_000 });

/** GET /productCategories/products/suggestions: the few best matches, named in the caller's language. */
export function getProductSuggestions(
  db: Db,
  language: Language,
  { search, limit }: { search: string; limit: number },
): Promise<ProductSuggestion[]> {
  const terms = searchTermsOf(search);
  if (!terms) return Promise.resolve([]);
  return suggestionMemo.get(db, JSON.stringify([terms.text, language, limit]), async () =>
    (await bestMatches(db, terms, limit)).map(({ nameFr, ...product }) => ({
      ...product,
      name: language === 'fr' ? nameFr : product.name,
    })),
  );
}

/** GET /itemtypes/suggest: the style codes a quick order's typed code may mean, by the same search (codes first). */
export const suggestItemTypes = (
  db: Db,
  language: Language,
  { code, limit }: { code: string; limit: number },
) => getProductSuggestions(db, language, { search: code, limit });
