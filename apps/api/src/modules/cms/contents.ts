import { slugify } from '@portal/shared/platform/slug';
import type {
  contentListQuery,
  contentWithFieldsRequest,
  saveContentRequest,
} from '@portal/shared/cms/schemas';
import type { Language } from '@portal/shared/platform/language';
import { aliasedTable, and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { cmsComponents, cmsContentLocales, cmsContents } from './tables';
import { invalid, notFound } from '../../platform/errors';
import { pageWindow, paginated } from '../../platform/paging';
import { fieldsOf, getComponent, likePattern, toField } from './components';
import { changeContent } from '../../platform/content-generation';
import { cleanContentValues } from './values';

const en = aliasedTable(cmsContentLocales, 'en_locale');
const fr = aliasedTable(cmsContentLocales, 'fr_locale');

const summaryColumns = {
  content: cmsContents,
  componentName: cmsComponents.name,
  componentCode: cmsComponents.code,
  slug: en.slug,
  slugFr: fr.slug,
};

function summaryQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(cmsContents)
    .innerJoin(cmsComponents, eq(cmsComponents.id, cmsContents.componentId))
    .innerJoin(en, and(eq(en.contentId, cmsContents.id), eq(en.language, 'en')))
    .leftJoin(fr, and(eq(fr.contentId, cmsContents.id), eq(fr.language, 'fr')));
}

interface SummaryRow {
  content: typeof cmsContents.$inferSelect;
  componentName: string;
  componentCode: string;
  slug: string;
  slugFr: string | null;
}

const toSummary = (r: SummaryRow) => ({
  id: r.content.id,
  name: r.content.name,
  slug: r.slug,
  slugFr: r.slugFr,
  contentTypeID: r.content.componentId,
  componentName: r.componentName,
  componentCode: r.componentCode,
  status: r.content.status,
  hasChanges: r.content.hasChanges,
  publishedAt: r.content.publishedAt?.toISOString() ?? null,
  updatedAt: r.content.updatedAt.toISOString(),
});

/** spec §5: content search matches name or slug (either language); §9: page 1 of 10 by default. */
export async function getContents(db: Db, query: z.output<typeof contentListQuery>) {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(cmsContents.name, pattern), ilike(en.slug, pattern), ilike(fr.slug, pattern)));
  }
  if (query.contentTypeID) conditions.push(eq(cmsContents.componentId, query.contentTypeID));
  if (query.status) conditions.push(eq(cmsContents.status, query.status));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const rows = await summaryQuery(db)
    .where(where)
    .orderBy(desc(cmsContents.updatedAt), desc(cmsContents.id))
    .limit(limit)
    .offset(offset);
  const totalRows: unknown = await db
    .select({ n: count() })
    .from(cmsContents)
    .innerJoin(en, and(eq(en.contentId, cmsContents.id), eq(en.language, 'en')))
    .leftJoin(fr, and(eq(fr.contentId, cmsContents.id), eq(fr.language, 'fr')))
    .where(where);
  return paginated(rows.map(toSummary), (totalRows as { n: number }[])[0]?.n ?? 0, query);
}

export async function getContent(db: Db, id: number) {
  const [row] = await summaryQuery(db).where(eq(cmsContents.id, id));
  if (!row) throw notFound('The content');
  const locales = await db.select().from(cmsContentLocales).where(eq(cmsContentLocales.contentId, id));
  const locale = (language: Language) => {
    const l = locales.find((x) => x.language === language);
    return l ? { slug: l.slug, fields: l.draft, published: l.published } : null;
  };
  return { ...toSummary(row), locales: { en: locale('en')!, fr: locale('fr') } };
}

export async function getContentFields(db: Db, id: number) {
  const content = await getContent(db, id);
  const fields = await fieldsOf(db, [content.contentTypeID]);
  return {
    content,
    fields: fields.map((f) => ({
      ...toField(f),
      values: {
        en: content.locales.en.fields[f.code] ?? null,
        fr: content.locales.fr?.fields[f.code] ?? null,
      },
    })),
  };
}

/** spec §5 slug helper; a slug is unique per language (400 naming the field otherwise). */
async function checkedSlug(
  db: Db,
  language: Language,
  text: string,
  contentId: number | undefined,
  key: string,
) {
  // a slug typed with dashes keeps them: the helper removes punctuation, so dashes are read as spaces first
  const slug = slugify(text.replace(/-/g, ' '));
  if (!slug) throw invalid(key, 'The slug needs at least one letter or digit');
  const [other] = await db
    .select({ contentId: cmsContentLocales.contentId })
    .from(cmsContentLocales)
    .where(and(eq(cmsContentLocales.language, language), eq(cmsContentLocales.slug, slug)));
  if (other && other.contentId !== contentId)
    throw invalid(
      key,
      `Another content already has the slug "${slug}" in ${language === 'fr' ? 'French' : 'English'}`,
    );
  return slug;
}

async function assertContentType(db: Db, componentId: number) {
  const component = await getComponent(db, componentId).catch(() => null);
  if (!component) throw invalid('content.contentTypeID', 'This component does not exist');
  if (!component.contentType) throw invalid('content.contentTypeID', 'This component is not a content type');
}

/** Creates the content (and its English locale) or renames it; returns its id. */
async function upsertContent(db: Db, body: z.output<typeof saveContentRequest>, key: string) {
  await assertContentType(db, body.contentTypeID);
  if (body.id !== undefined) {
    const existing = await getContent(db, body.id);
    if (existing.contentTypeID !== body.contentTypeID)
      throw invalid(`${key}.contentTypeID`, 'The component of a content cannot change');
    const slug =
      body.slug !== undefined
        ? await checkedSlug(db, 'en', body.slug, body.id, `${key}.slug`)
        : existing.slug;
    await db
      .update(cmsContents)
      .set({ name: body.name, updatedAt: new Date() })
      .where(eq(cmsContents.id, body.id));
    await db
      .update(cmsContentLocales)
      .set({ slug })
      .where(and(eq(cmsContentLocales.contentId, body.id), eq(cmsContentLocales.language, 'en')));
    return body.id;
  }
  const slug = await checkedSlug(db, 'en', body.slug || body.name, undefined, `${key}.slug`);
  const [row] = await db
    .insert(cmsContents)
    .values({ name: body.name, componentId: body.contentTypeID })
    .returning();
  await db.insert(cmsContentLocales).values({ contentId: row!.id, language: 'en', slug, draft: {} });
  return row!.id;
}

export async function saveContent(db: Db, body: z.output<typeof saveContentRequest>) {
  // A content's name and slug are what the content query answers once it is published.
  const id = await changeContent(db, (tx) => upsertContent(tx, body, 'slug'));
  return getContent(db, id);
}

/** The words full-text search looks at: every text of the values, HTML tags stripped. */
function plainText(value: unknown): string {
  if (typeof value === 'string') return sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} });
  if (Array.isArray(value)) return value.map(plainText).join(' ');
  if (value && typeof value === 'object') return Object.values(value).map(plainText).join(' ');
  return '';
}

const searchVector = (language: Language, name: string, values: Record<string, unknown>) => {
  const config = language === 'fr' ? 'french' : 'english';
  return sql`setweight(to_tsvector(${config}::regconfig, ${name}), 'A') || to_tsvector(${config}::regconfig, ${plainText(values)})`;
};

/**
 * Copies the drafts to the storefront: English as written, French over English (a value not translated yet shows in
 * English), each with its full-text document. A content never translated gets its French row here, under the English
 * slug.
 */
async function publishLocales(db: Db, contentId: number, name: string) {
  const rows = await db.select().from(cmsContentLocales).where(eq(cmsContentLocales.contentId, contentId));
  const english = rows.find((r) => r.language === 'en')!;
  const french = rows.find((r) => r.language === 'fr');
  const frenchSlug =
    french?.slug ?? (await checkedSlug(db, 'fr', english.slug, contentId, 'locales.fr.slug'));
  const frenchValues = { ...english.draft, ...(french?.draft ?? {}) };
  await db
    .update(cmsContentLocales)
    .set({ published: english.draft, search: searchVector('en', name, english.draft) })
    .where(and(eq(cmsContentLocales.contentId, contentId), eq(cmsContentLocales.language, 'en')));
  await db
    .insert(cmsContentLocales)
    .values({
      contentId,
      language: 'fr',
      slug: frenchSlug,
      draft: french?.draft ?? {},
      published: frenchValues,
      search: searchVector('fr', name, frenchValues),
    })
    .onConflictDoUpdate({
      target: [cmsContentLocales.contentId, cmsContentLocales.language],
      set: { published: frenchValues, search: searchVector('fr', name, frenchValues) },
    });
}

/**
 * Saves a content and its values in both languages in one transaction; publishing copies the drafts to the storefront.
 * The storefront's cached pages (the home page's sections) are dropped on every instance once it has committed.
 */
export async function saveContentWithFields(db: Db, body: z.output<typeof contentWithFieldsRequest>) {
  const id = await changeContent(db, async (tx) => {
    const contentId = await upsertContent(
      tx,
      { ...body.content, slug: body.locales.en.slug ?? body.content.slug },
      'content',
    );
    const values = await cleanContentValues(
      tx,
      body.content.contentTypeID,
      { en: body.locales.en.fields, fr: body.locales.fr?.fields },
      body.action === 'publish',
    );
    const now = new Date();
    await tx
      .update(cmsContentLocales)
      .set({ draft: values.en })
      .where(and(eq(cmsContentLocales.contentId, contentId), eq(cmsContentLocales.language, 'en')));
    if (values.fr && body.locales.fr) {
      const [enRow] = await tx
        .select({ slug: cmsContentLocales.slug })
        .from(cmsContentLocales)
        .where(and(eq(cmsContentLocales.contentId, contentId), eq(cmsContentLocales.language, 'en')));
      const slug = await checkedSlug(
        tx,
        'fr',
        body.locales.fr.slug || enRow!.slug,
        contentId,
        'locales.fr.slug',
      );
      await tx
        .insert(cmsContentLocales)
        .values({ contentId, language: 'fr', slug, draft: values.fr })
        .onConflictDoUpdate({
          target: [cmsContentLocales.contentId, cmsContentLocales.language],
          set: { slug, draft: values.fr },
        });
    }
    if (body.action === 'save') {
      await tx
        .update(cmsContents)
        .set({ hasChanges: true, updatedAt: now })
        .where(eq(cmsContents.id, contentId));
    } else {
      const publish = body.action === 'publish';
      if (publish) await publishLocales(tx, contentId, body.content.name);
      else
        await tx
          .update(cmsContentLocales)
          .set({ published: null, search: null })
          .where(eq(cmsContentLocales.contentId, contentId));
      await tx
        .update(cmsContents)
        .set({
          status: publish ? 'published' : 'draft',
          hasChanges: !publish,
          publishedAt: publish ? now : null,
          updatedAt: now,
        })
        .where(eq(cmsContents.id, contentId));
    }
    return contentId;
  });
  return getContent(db, id);
}

export async function deleteContent(db: Db, id: number) {
  await getContent(db, id);
  await changeContent(db, async (tx) => {
    await tx.delete(cmsContents).where(eq(cmsContents.id, id));
  });
  return { id };
}
