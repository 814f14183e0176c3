import type { contentQuery } from '@portal/shared/cms/query-content';
import type { Language } from '@portal/shared/platform/language';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { cmsComponentFields, cmsComponents } from './tables';
import { AppError, forbidden } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { QueryTranslator } from './query-where';
import { Cache, memo } from '../../platform/cache';
import { contentGeneration } from '../../platform/content-generation';
import { sanitizeRichText } from './values';

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

/** The longest a statement of the public query may run on PostgreSQL (docs/decisions.md). */
export const QUERY_TIME_LIMIT_MS = 2_000;

/** Field code → type, per component code: what the values of a content are today, whatever they were saved as. */
type FieldTypes = Map<string, Map<string, string>>;
const isBlock = (v: unknown): v is { component: string } & Doc =>
  typeof v === 'object' && v !== null && typeof (v as Doc).component === 'string';

/**
 * The values of a content as the storefront may show them: only its component's fields (a value left by a deleted or
 * renamed field is not shown), rich text sanitised again, nested blocks likewise. A value saved while its field had
 * another type (plain text holding HTML) thus never reaches a page unsanitised (docs/decisions.md).
 */
export function safeValues(types: FieldTypes, component: string, values: Doc | null): Doc {
  const fields = types.get(component);
  const safe: Doc = {};
  if (!fields || !values) return safe;
  for (const [key, value] of Object.entries(values)) {
    const type = fields.get(key);
    if (type === undefined) continue;
    if (type === 'richtext') {
      if (typeof value === 'string') safe[key] = sanitizeRichText(value);
    } else if (type === 'components') {
      if (Array.isArray(value))
        safe[key] = value.filter(isBlock).map(({ component: code, ...rest }) => ({
          component: code,
          ...safeValues(types, code, rest),
        }));
    } else safe[key] = value;
  }
  return safe;
}

/** A published content as the query answers it (Nuxt Content's document): its fields, then `only` and `without` applied. */
function contentDocument(
  row: Row,
  values: Doc,
  only: string[] | undefined,
  without: string[] | undefined,
): Doc {
  const doc: Doc = {
    ...values,
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

/**
 * What every query of a database needs, kept in the platform's one cache (`platform/cache.ts`) within the content
 * generation: the components' fields, and the safe values of each published content (sanitised once per generation,
 * however many queries read it). Every write of the content runs in `changeContent`, which moves the generation on.
 */
interface ContentFields {
  fieldCodes: Set<string>;
  fieldTypes: FieldTypes;
  values: Map<string, Doc>;
}
const contentFields = memo<ContentFields>({ name: 'content-fields', maxEntries: 1 });
/** The answers of published queries, per database and query. */
const answers = new Cache<(Doc | null)[]>({ name: 'content-query', maxEntries: 500 });

async function readContentFields(db: Db): Promise<ContentFields> {
  const fields = await db
    .select({ component: cmsComponents.code, code: cmsComponentFields.code, type: cmsComponentFields.type })
    .from(cmsComponentFields)
    .innerJoin(cmsComponents, eq(cmsComponents.id, cmsComponentFields.componentId));
  const types: FieldTypes = new Map();
  for (const f of fields) {
    if (!types.has(f.component)) types.set(f.component, new Map());
    types.get(f.component)!.set(f.code, f.type);
  }
  return { fieldCodes: new Set(fields.map((c) => c.code)), fieldTypes: types, values: new Map() };
}

/** The errors of PostgreSQL a query can meet that are the query's fault, not the server's: a 400, never a 500. */
const QUERY_REFUSALS: Record<string, string> = {
  '2201B': 'The pattern is not valid',
  '57014': 'The query took too long: ask for fewer contents or simpler conditions',
};

/** The 400 of a database error caused by the query (drizzle wraps the driver's error in `cause`), or null. */
export function queryRefusal(error: unknown): AppError | null {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const message = QUERY_REFUSALS[(e as { code?: unknown }).code as string];
    if (message) return new AppError('VALIDATION', message, [{ key: 'query', value: message }]);
  }
  return null;
}

/**
 * Runs the statement of a public query under a time limit on PostgreSQL: SET LOCAL lasts for its transaction only, so
 * the pool's connections keep their own, longer limit for staff work (reports) (docs/decisions.md).
 */
export async function limitedRows<T>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('statement_timeout', ${String(QUERY_TIME_LIMIT_MS)}, true)`);
    return queryRows<T>(tx, query);
  });
}

/**
 * The content query (spec §7, api-conventions): published contents in `language` (French values fall back to English
 * ones at publish time), filtered, searched, sorted and paged in SQL. Answers are kept per database in the platform's
 * one cache within the content generation, which every write of the content moves on, on every instance.
 */
export async function queryContents(
  db: Db,
  query: Query,
  language: Language,
  preview: boolean,
): Promise<(Doc | null)[]> {
  const generation = contentGeneration();
  const state = await contentFields.get(db, 'fields', () => readContentFields(db));
  const key = JSON.stringify([language, query]);
  if (!preview) {
    const hit = answers.lookup(db, key);
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

  const valuesOf = (row: Row) => {
    if (preview) return safeValues(state.fieldTypes, row.component, row.fields);
    const key = `${row.language}:${row.id}`;
    let values = state.values.get(key);
    if (!values) state.values.set(key, (values = safeValues(state.fieldTypes, row.component, row.fields)));
    return values;
  };
  const document = (row: Row) => contentDocument(row, valuesOf(row), query.only, query.without);

  let result: (Doc | null)[];
  try {
    if (query.surround && surround) {
      const { before, after } = query.surround;
      const rows = await limitedRows<Row & { offset: number }>(
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
        result[index] = document(row);
      }
    } else {
      const rows = await limitedRows<Row>(
        db,
        sql`select ${columns} ${from} order by ${orderBy} limit ${query.limit ?? 100} offset ${query.skip ?? 0}`,
      );
      result = rows.map(document);
    }
  } catch (error) {
    throw queryRefusal(error) ?? error;
  }
  if (!preview) answers.keep(db, key, result, generation);
  return result;
}

/** POST /_content/query: published content for anyone; drafts (the back-office preview) for staff with CP_CMS:VIEW. */
export function queryContent(db: Db, scope: Scope | null, body: Query, language: Language) {
  if (body.preview && !scope?.permissions.has('CP_CMS:VIEW'))
    throw forbidden('Previewing drafts needs the content permission');
  return queryContents(db, body, body.locale ?? language, body.preview === true);
}
