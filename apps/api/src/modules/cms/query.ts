import type { contentQuery } from '@portal/shared/cms/query-content';
import type { Language } from '@portal/shared/platform/language';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { cmsComponentFields } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import { QueryTranslator } from './query-where';
import { currentRevision } from './revision';

type Query = z.output<typeof contentQuery>;
type Doc = Record<string, unknown>;

interface Row {
  id: number;
  name: string;
  slug: string;
  language: string;
  component: string;
  published_at: Date | string | null;
  updated_at: Date | string;
  fields: Doc | null;
  n?: number | string;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** A published content as the query answers it (Nuxt Content's document): its fields, then `only` and `without` applied. */
function contentDocument(row: Row, only: string[] | undefined, without: string[] | undefined): Doc {
  const doc: Doc = {
    ...(row.fields ?? {}),
    id: row.id,
    slug: row.slug,
    name: row.name,
    component: row.component,
    language: row.language,
    publishedAt: iso(row.published_at),
    updatedAt: iso(row.updated_at),
  };
  const keys = only?.length ? only.filter((k) => k in doc) : Object.keys(doc);
  return Object.fromEntries(keys.filter((k) => !without?.includes(k)).map((k) => [k, doc[k]]));
}

/** What the cache of one instance holds, for the revision it was filled at. */
const cache = { revision: -1, fieldCodes: new Set<string>(), answers: new Map<string, Doc[]>() };
const CACHE_ENTRIES = 500;

async function freshCache(db: Db) {
  const revision = await currentRevision(db);
  if (revision !== cache.revision) {
    const codes = await db.selectDistinct({ code: cmsComponentFields.code }).from(cmsComponentFields);
    cache.revision = revision;
    cache.fieldCodes = new Set(codes.map((c) => c.code));
    cache.answers.clear();
  }
  return cache;
}

/**
 * The content query (spec §7, api-conventions): published contents in `language` (French values fall back to English
 * ones at publish time), filtered, searched, sorted and paged in SQL. Answers are cached per instance and keyed on
 * the database's content revision, which every publish bumps: each instance sees a publish on its next query.
 */
export async function queryContents(
  db: Db,
  query: Query,
  language: Language,
  preview: boolean,
): Promise<(Doc | null)[]> {
  const state = await freshCache(db);
  const key = JSON.stringify([language, query]);
  if (!preview) {
    const hit = state.answers.get(key);
    if (hit) return hit;
  }
  const translator = new QueryTranslator(state.fieldCodes);
  const where = query.where === undefined ? sql`true` : translator.where(query.where, 'where');
  const order = translator.orderBy(query.sortBy);
  translator.checkKeys(query.only, 'only');
  translator.checkKeys(query.without, 'without');
  const surround =
    query.surround === undefined
      ? null
      : typeof query.surround.query === 'string'
        ? sql`l.slug = ${query.surround.query}`
        : translator.where(query.surround.query, 'surround.query');
  if (translator.errors.length) throw new AppError('VALIDATION', 'The query is not valid', translator.errors);

  const config = language === 'fr' ? 'french' : 'english';
  // a preview reads the drafts (French over English) as if they were published
  const source = preview
    ? sql`(select d.content_id, d.language, d.slug, d.search, e.draft || d.draft as published
        from cms_content_locales d
        join cms_content_locales e on e.content_id = d.content_id and e.language = 'en'
        where d.language = ${language})`
    : sql`cms_content_locales`;
  const conditions: SQL[] = [sql`l.language = ${language}`, sql`l.published is not null`, where];
  if (query.search)
    conditions.push(sql`l.search @@ websearch_to_tsquery(${config}::regconfig, ${query.search})`);
  const ranking = query.search
    ? [sql`ts_rank(l.search, websearch_to_tsquery(${config}::regconfig, ${query.search})) desc`]
    : [];
  const orderBy = sql.join([...order, ...(order.length ? [] : ranking), sql`c.id asc`], sql`, `);
  const columns = sql`c.id, c.name, l.slug, l.language, comp.code as component, c.published_at, c.updated_at,
    l.published as fields`;
  const from = sql`from ${source} l
    join cms_contents c on c.id = l.content_id
    join cms_components comp on comp.id = c.component_id
    where ${sql.join(conditions, sql` and `)}`;

  let result: (Doc | null)[];
  try {
    if (query.surround && surround) {
      const { before, after } = query.surround;
      const rows = await queryRows<Row & { offset: number }>(
        db,
        sql`with ordered as (
            select ${columns}, row_number() over (order by ${orderBy}) as n, (${surround}) as is_target ${from}),
          target as (select n from ordered where is_target order by n limit 1)
          select ordered.*, (ordered.n - target.n)::int as offset from ordered, target
          where ordered.n between target.n - ${before} and target.n + ${after} and ordered.n <> target.n`,
      );
      result = [...Array<null>(before + after)].map(() => null);
      for (const row of rows) {
        const index = row.offset < 0 ? before + row.offset : before + row.offset - 1;
        result[index] = contentDocument(row, query.only, query.without);
      }
    } else {
      const rows = await queryRows<Row>(
        db,
        sql`select ${columns} ${from} order by ${orderBy} limit ${query.limit ?? 100} offset ${query.skip ?? 0}`,
      );
      result = rows.map((r) => contentDocument(r, query.only, query.without));
    }
  } catch (error) {
    // a pattern PostgreSQL's regular expressions refuse (2201B) is the caller's mistake
    if ((error as { code?: string }).code === '2201B')
      throw new AppError('VALIDATION', 'The query is not valid', [
        { key: 'where', value: 'Invalid $regex pattern' },
      ]);
    throw error;
  }
  if (!preview) {
    if (state.answers.size >= CACHE_ENTRIES) state.answers.delete(state.answers.keys().next().value!);
    state.answers.set(key, result as Doc[]);
  }
  return result;
}
