import { getCategoryByCode } from '@portal/shared/catalog/get-category-by-code';
import { getCategoryProducts } from '@portal/shared/catalog/get-category-products';
import { getFilterAttributes } from '@portal/shared/catalog/get-filter-attributes';
import { getProductSuggestions } from '@portal/shared/catalog/get-product-suggestions';
import type { Language } from '@portal/shared/platform/language';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendInput } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';
import { searchTermsOf } from './product-search';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ProductsQuery = SendInput<typeof getCategoryProducts>['query'];
type SuggestionsQuery = SendInput<typeof getProductSuggestions>['query'];
const anonymous = (language: Language = 'en') => ({ as: 'anonymous', language }) as const;
const products = (query: ProductsQuery, language?: Language) =>
  t.send(getCategoryProducts, { query }, anonymous(language));
const suggestions = (query: SuggestionsQuery, language?: Language) =>
  t.send(getProductSuggestions, { query }, anonymous(language));
async function search(query: ProductsQuery, language?: Language) {
  const res = await products(query, language);
  expect(res.status, res.response.body.slice(0, 300)).toBe(200);
  return res.value;
}
async function suggest(query: SuggestionsQuery, language?: Language) {
  const res = await suggestions(query, language);
  expect(res.status, res.response.body.slice(0, 300)).toBe(200);
  return res.value.items;
}
const categoryId = async (code: string) =>
  (await t.send(getCategoryByCode, { params: { code } }, anonymous())).value.id;

describe('product search', () => {
  it('finds a ring through a typo, in the whole catalogue', async () => {
    const page = await search({ search: 'solitare', pageSize: 50 });
    expect(page.pagingData.itemCount).toBeGreaterThan(3);
    expect(page.items.every((p) => /solitaire/i.test(p.name))).toBe(true);
    const twoWords = await search({ search: 'cathedral solitare' });
    expect(twoWords.items[0]?.name).toMatch(/Cathedral Solitaire/);
  });

  it('forgives accents and case, and finds the French names', async () => {
    const plain = await search({ search: 'chevaliere', pageSize: 50 }, 'fr');
    expect(plain.pagingData.itemCount).toBeGreaterThan(3);
    expect(plain.items.every((p) => p.name.startsWith('Chevalières'))).toBe(true);
    const accented = await search({ search: 'CHEVALIÈRES', pageSize: 50 }, 'fr');
    expect(accented.items.map((p) => p.id)).toEqual(plain.items.map((p) => p.id));
    // French words find the product in English too: the search covers both languages whatever the reader's.
    const english = await search({ search: 'chevaliere', pageSize: 50 });
    expect(english.pagingData.itemCount).toBe(plain.pagingData.itemCount);
    expect(english.items.every((p) => /signet/i.test(p.name))).toBe(true);
  });

  it('matches word beginnings in the descriptions, and a code typed whole comes first', async () => {
    const described = await search({ search: 'inspect' });
    expect(described.pagingData.itemCount).toBeGreaterThan(100);
    const someRing = (await search({ search: 'signet', pageSize: 1 })).items[0]!;
    const byCode = await search({ search: someRing.code.toLowerCase() });
    expect(byCode.items[0]?.code).toBe(someRing.code);
  });

  it('ranks a product named after the words above one that only mentions them', async () => {
    const [group] = await t.db
      .execute<{ id: number }>(
        sql`select item_group_id as id from item_types where item_group_id is not null limit 1`,
      )
      .then((r) => (Array.isArray(r) ? r : (r as { rows: { id: number }[] }).rows));
    await t.db.execute(sql`
      insert into item_types (code, slug, name, name_fr, description, description_fr, item_group_id)
      values ('ZZ-MENTION', 'zz-mention', 'Plain Band', 'Alliance simple', 'Goes with the Borealis Halo Ring.', null, ${group!.id}),
             ('ZZ-NAMED', 'zz-named', 'Borealis Halo Ring', 'Bague halo Borealis', 'A halo ring.', null, ${group!.id})`);
    const page = await search({ search: 'borealis halo' });
    expect(page.items.map((p) => p.code)).toEqual(['ZZ-NAMED', 'ZZ-MENTION']);
    // An explicit sort still applies to the matches.
    const byName = await search({ search: 'borealis halo', filters: JSON.stringify({ sort: 'name' }) });
    expect(byName.items.map((p) => p.code)).toEqual(['ZZ-NAMED', 'ZZ-MENTION']);
    const byCode = await search({
      search: 'borealis',
      filters: JSON.stringify({ sort: 'code', sortDesc: true }),
    });
    expect(byCode.items.map((p) => p.code)).toEqual(['ZZ-NAMED', 'ZZ-MENTION']);
  });

  it('combines with the category and attribute filters', async () => {
    const everywhere = await search({ search: 'ring', pageSize: 100 });
    const signets = await categoryId('RINGS-SIGNET');
    const inCategory = await search({ search: 'ring', categoryId: signets, pageSize: 100 });
    expect(inCategory.pagingData.itemCount).toBeGreaterThan(0);
    expect(inCategory.pagingData.itemCount).toBeLessThan(everywhere.pagingData.itemCount);
    const all = await search({ categoryId: signets, pageSize: 100 });
    const allIds = new Set(all.items.map((p) => p.id));
    expect(inCategory.items.every((p) => allIds.has(p.id))).toBe(true);
    const inGold = await search({
      search: 'ring',
      categoryId: signets,
      attributeFilterStr: 'METAL:14KY',
      pageSize: 100,
    });
    expect(inGold.pagingData.itemCount).toBeLessThanOrEqual(inCategory.pagingData.itemCount);
    const goldOnly = await search({ categoryId: signets, attributeFilterStr: 'METAL:14KY', pageSize: 100 });
    const goldIds = new Set(goldOnly.items.map((p) => p.id));
    expect(inGold.items.every((p) => goldIds.has(p.id))).toBe(true);
  });

  it('counts the filter values among a search’s matches', async () => {
    const facets = async (search?: string) => {
      const res = await t.send(getFilterAttributes, { query: { search } }, anonymous());
      expect(res.status, res.response.body.slice(0, 300)).toBe(200);
      const metal = res.value.find((f) => f.code === 'METAL');
      return metal?.options.reduce((sum, o) => sum + o.count, 0) ?? 0;
    };
    const matches = (await search({ search: 'signet' })).pagingData.itemCount;
    const searched = await facets('signet');
    expect(searched).toBeGreaterThan(0);
    expect(searched).toBeLessThanOrEqual(matches);
    expect(await facets()).toBeGreaterThan(searched);
  });

  it('finds nothing for punctuation alone, and refuses bad input with a clear 400', async () => {
    expect((await search({ search: '!!! ???' })).pagingData.itemCount).toBe(0);
    const long = await products({ search: 'a'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.response.body).toContain('The search must be at most 100 characters');
    const french = await products({ search: 'a'.repeat(101) }, 'fr');
    expect(french.response.body).toContain('La recherche compte 100 caractères au plus');
    const control = await suggestions({ search: 'ring\u0000' });
    expect(control.status).toBe(400);
    const tooMany = await suggestions({ search: 'ring', limit: 50 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.response.body).toContain('At most 10 suggestions can be asked for');
  });
});

describe('product suggestions', () => {
  it('offers the few best matches of what was typed, in the reader’s language', async () => {
    const english = await suggest({ search: 'cathedral solit', limit: 3 });
    expect(english).toHaveLength(3);
    expect(english.every((p) => /Cathedral Solitaire/.test(p.name))).toBe(true);
    // Each with the picture the listing shows first for it.
    const listed = await search({ search: 'cathedral solit', pageSize: 3 });
    const pictures = new Map(listed.items.map((p) => [p.id, p.productImageURLs[0] ?? null]));
    expect(english.map((p) => p.imageURL)).toEqual(english.map((p) => pictures.get(p.id)));
    expect(english.some((p) => p.imageURL !== null)).toBe(true);
    const french = await suggest({ search: 'chevalier', limit: 4 }, 'fr');
    expect(french).toHaveLength(4);
    expect(french.every((p) => p.name.startsWith('Chevalières'))).toBe(true);
    expect(await suggest({ search: '' })).toEqual([]);
  });
});

describe('what was typed, as the database writes a product', () => {
  it('drops accents, case and punctuation, keeps ligatures readable, and finds nothing in punctuation alone', () => {
    expect(searchTermsOf('  Chevalière « ÉLÉGANTE » ')).toMatchObject({
      words: ['chevaliere', 'elegante'],
      prefixQuery: 'chevaliere:* & elegante:*',
      text: 'chevaliere elegante',
    });
    expect(searchTermsOf('Cœur NS-RG1001')?.words).toEqual(['coeur', 'ns', 'rg1001']);
    expect(searchTermsOf("l'or & ! (bague)")?.prefixQuery).toBe('l:* & or:* & bague:*');
    expect(searchTermsOf('!!! ?? «»')).toBeNull();
  });
});
