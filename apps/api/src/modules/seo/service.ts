import { changeContent } from '../../platform/content-generation';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import type { getSeoCatalogsSchemas } from '@portal/shared/seo/get-seo-catalogs';
import type { saveSeoEntrySchemas } from '@portal/shared/seo/save-seo-entry';
import type { SeoFields } from '@portal/shared/seo/schemas';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemTypes, productCategories } from '../catalog/tables';
import { seoEntries } from './tables';
import { recordAudit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { paginated, pageWindow } from '../../platform/paging';
import type { Scope } from '../../platform/scope';
import { localName } from '../../platform/language';

export type SeoEntityType = 'product' | 'category';
type SeoListQuery = ParsedBy<typeof getSeoCatalogsSchemas>['query'];

const fieldsOf = (row: typeof seoEntries.$inferSelect): SeoFields => ({
  pageTitle: row.pageTitle,
  metaDescription: row.metaDescription,
  metaKeywords: row.metaKeywords,
  imageAlt: row.imageAlt,
});
const blank = (v: string | null | undefined) =>
  v === undefined || v === null || v.trim() === '' ? null : v.trim();

/** POST /SEO: the entry of a product or category in one language; empty fields are cleared. */
export async function saveSeoEntry(
  db: Db,
  scope: Scope,
  input: ParsedBy<typeof saveSeoEntrySchemas>['body'],
) {
  const table = input.entityType === 'product' ? itemTypes : productCategories;
  const [target] = await db.select({ id: table.id }).from(table).where(eq(table.id, input.entityId));
  if (!target) throw notFound(input.entityType === 'product' ? 'The product' : 'The category');
  const values = {
    pageTitle: blank(input.pageTitle),
    metaDescription: blank(input.metaDescription),
    metaKeywords: blank(input.metaKeywords),
    imageAlt: blank(input.imageAlt),
    updatedAt: new Date(),
  };
  // The entry and its audit line together; the pages carrying these entries are cached for anonymous visitors and
  // are rendered again once the change is committed.
  const row = await changeContent(db, async (tx) => {
    const [saved] = await tx
      .insert(seoEntries)
      .values({ entityType: input.entityType, entityId: input.entityId, language: input.language, ...values })
      .onConflictDoUpdate({
        target: [seoEntries.entityType, seoEntries.entityId, seoEntries.language],
        set: values,
      })
      .returning();
    await recordAudit(tx, scope, {
      action: 'seo.save',
      entityType: input.entityType,
      entityId: input.entityId,
      details: { language: input.language },
    });
    return saved;
  });
  return {
    entityType: input.entityType,
    entityId: input.entityId,
    language: input.language,
    ...fieldsOf(row!),
  };
}

/** The SEO entry the storefront renders for a page, or null. */
export async function seoFor(
  db: Db,
  entityType: SeoEntityType,
  entityId: number,
  language: Language,
): Promise<SeoFields | null> {
  const [row] = await db
    .select()
    .from(seoEntries)
    .where(
      and(
        eq(seoEntries.entityType, entityType),
        eq(seoEntries.entityId, entityId),
        eq(seoEntries.language, language),
      ),
    );
  return row ? fieldsOf(row) : null;
}

async function entriesFor(db: Db, entityType: SeoEntityType, ids: number[]) {
  const rows = ids.length
    ? await db
        .select()
        .from(seoEntries)
        .where(and(eq(seoEntries.entityType, entityType), inArray(seoEntries.entityId, ids)))
    : [];
  return (id: number) => ({
    en: ((r) => (r ? fieldsOf(r) : null))(rows.find((r) => r.entityId === id && r.language === 'en')),
    fr: ((r) => (r ? fieldsOf(r) : null))(rows.find((r) => r.entityId === id && r.language === 'fr')),
  });
}

const searchOf = (filters: SeoListQuery['filters']) =>
  typeof filters.search === 'string'
    ? filters.search.trim()
    : typeof filters.name === 'string'
      ? filters.name.trim()
      : '';

/** A name, French name or code holding the search. */
const nameOrCodeHolds = (search: string, table: typeof productCategories | typeof itemTypes) =>
  or(ilike(table.name, `%${search}%`), ilike(table.nameFr, `%${search}%`), ilike(table.code, `%${search}%`));

/** One page of categories or products by name, each with its entries in both languages. */
async function seoPage(
  db: Db,
  kind: 'category' | 'product',
  table: typeof productCategories | typeof itemTypes,
  where: SQL | undefined,
  query: SeoListQuery,
  language: Language,
) {
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ id: table.id, code: table.code, name: table.name, nameFr: table.nameFr, slug: table.slug })
    .from(table)
    .where(where)
    .orderBy(asc(table.name), asc(table.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(table).where(where);
  const entries = await entriesFor(
    db,
    kind,
    rows.map((r) => r.id),
  );
  return paginated(
    rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: localName(language, r),
      slug: r.slug,
      seo: entries(r.id),
    })),
    total?.n ?? 0,
    query,
  );
}

/** GET /SEO/catalogs: categories with their entries in both languages, searched by name or code. */
export async function getSeoCatalogs(db: Db, query: SeoListQuery, language: Language) {
  const search = searchOf(query.filters);
  const where = search ? nameOrCodeHolds(search, productCategories) : undefined;
  return seoPage(db, 'category', productCategories, where, query, language);
}

/** GET /SEO/products: catalogue products with their entries in both languages, searched by name or code. */
export async function getSeoProducts(db: Db, query: SeoListQuery, language: Language) {
  const search = searchOf(query.filters);
  const where = and(
    eq(itemTypes.shownInCatalog, true),
    search ? nameOrCodeHolds(search, itemTypes) : undefined,
  );
  return seoPage(db, 'product', itemTypes, where, query, language);
}
