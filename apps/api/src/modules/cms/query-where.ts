import type { ErrorMessage } from '@portal/shared';
import { QUERY_OPERATORS } from '@portal/shared/cms/query-content';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Nuxt Content v2's `where` and `sortBy`, translated to SQL over one language's published values (`l.published`,
 * jsonb) and the content's own columns. Every key and operator is checked: an unknown one is reported with its path
 * and nothing runs.
 */

/** Keys every content has; any other key names a component field (`question`, or a path into one: `hero.title`). */
export const SYSTEM_KEYS: Record<string, SQL> = {
  id: sql`to_jsonb(c.id)`,
  slug: sql`to_jsonb(l.slug)`,
  name: sql`to_jsonb(c.name)`,
  component: sql`to_jsonb(comp.code)`,
  language: sql`to_jsonb(l.language)`,
  publishedAt: sql`to_jsonb(c.published_at)`,
  updatedAt: sql`to_jsonb(c.updated_at)`,
};
/** The plain columns of the system keys, for equality and order that use their indexes. */
const SYSTEM_COLUMNS: Record<string, SQL> = {
  id: sql`c.id`,
  slug: sql`l.slug`,
  name: sql`c.name`,
  component: sql`comp.code`,
  language: sql`l.language`,
  publishedAt: sql`c.published_at`,
  updatedAt: sql`c.updated_at`,
};

const SEGMENT = /^[A-Za-z0-9_-]{1,60}$/;
const OPERATORS = new Set<string>(QUERY_OPERATORS);

export class QueryTranslator {
  readonly errors: ErrorMessage[] = [];
  constructor(private readonly fieldCodes: ReadonlySet<string>) {}

  private fail(key: string, message: string): SQL {
    this.errors.push({ key, value: message });
    return sql`false`;
  }

  /** The jsonb value of a key, or null (after reporting) when the key is unknown. */
  expressionOf(key: string, path: string): SQL | null {
    if (SYSTEM_KEYS[key]) return SYSTEM_KEYS[key];
    const segments = key.split('.');
    if (!segments.every((s) => SEGMENT.test(s)) || !this.fieldCodes.has(segments[0]!)) {
      this.fail(path, `Unknown field '${key}'`);
      return null;
    }
    return segments.length === 1
      ? sql`(l.published -> ${key})`
      : sql`(l.published #> string_to_array(${key}, '.'))`;
  }

  /** A where object (or a list of them, all to hold). */
  where(node: unknown, path: string): SQL {
    if (Array.isArray(node)) return this.all(node.map((n, i) => this.where(n, `${path}.${i}`)));
    if (!isObject(node)) return this.fail(path, 'Must be an object of conditions');
    const parts: SQL[] = [];
    for (const [key, value] of Object.entries(node)) {
      const at = `${path}.${key}`;
      if (key === '$and' || key === '$or') {
        if (!Array.isArray(value) || value.length === 0) {
          parts.push(this.fail(at, `${key} takes a non-empty list of conditions`));
          continue;
        }
        const subs = value.map((v, i) => this.where(v, `${at}.${i}`));
        parts.push(key === '$and' ? this.all(subs) : sql`(${sql.join(subs, sql` or `)})`);
      } else if (key === '$not') {
        parts.push(sql`not coalesce(${this.where(value, at)}, false)`);
      } else if (key.startsWith('$')) {
        parts.push(this.fail(at, `Unknown operator '${key}'`));
      } else {
        const expression = this.expressionOf(key, at);
        if (expression) parts.push(this.condition(key, expression, value, at));
      }
    }
    return this.all(parts);
  }

  private all(parts: SQL[]): SQL {
    return parts.length === 0 ? sql`true` : sql`(${sql.join(parts, sql` and `)})`;
  }

  /** The condition on one key: a plain value is `$eq`; an object holds operators, all to hold. */
  private condition(key: string, expr: SQL, value: unknown, path: string): SQL {
    if (!isObject(value) || !Object.keys(value).some((k) => k.startsWith('$')))
      return this.operator(key, expr, '$eq', value, path);
    return this.all(Object.entries(value).map(([op, v]) => this.operator(key, expr, op, v, `${path}.${op}`)));
  }

  private operator(key: string, expr: SQL, op: string, value: unknown, path: string): SQL {
    if (!OPERATORS.has(op)) return this.fail(path, `Unknown operator '${op}'`);
    const json = (v: unknown) => sql`${JSON.stringify(v ?? null)}::jsonb`;
    const text = sql`(${expr} #>> '{}')`;
    switch (op) {
      case '$eq':
        if (value === null) return sql`(${expr} is null or ${expr} = 'null'::jsonb)`;
        if (SYSTEM_COLUMNS[key] && (typeof value === 'string' || typeof value === 'number'))
          return key === 'id'
            ? sql`${SYSTEM_COLUMNS[key]} = ${Number(value)}`
            : sql`${SYSTEM_COLUMNS[key]}::text = ${String(value)}`;
        if (!SYSTEM_KEYS[key] && !key.includes('.') && isScalar(value))
          // containment of {key: value} uses the GIN index of the published values
          return sql`l.published @> jsonb_build_object(${key}::text, ${json(value)})`;
        return sql`(${expr} = ${json(value)})`;
      case '$ne':
        return sql`(${expr} is distinct from ${json(value)})`;
      case '$not':
        return sql`not coalesce(${this.condition(key, expr, value, path)}, false)`;
      case '$and':
      case '$or': {
        if (!Array.isArray(value) || value.length === 0)
          return this.fail(path, `${op} takes a non-empty list`);
        const subs = value.map((v, i) => this.condition(key, expr, v, `${path}.${i}`));
        return op === '$and' ? this.all(subs) : sql`(${sql.join(subs, sql` or `)})`;
      }
      case '$in':
        if (!Array.isArray(value) || value.length === 0 || value.length > 200)
          return this.fail(path, '$in takes a list of 1 to 200 values');
        return sql`(${expr} in (${sql.join(value.map(json), sql`, `)}))`;
      case '$contains':
        return this.all(asList(value).map((v) => this.contains(expr, text, v)));
      case '$containsAny':
        if (!Array.isArray(value) || value.length === 0)
          return this.fail(path, '$containsAny takes a non-empty list');
        return sql`(${sql.join(
          value.map((v) => this.contains(expr, text, v)),
          sql` or `,
        )})`;
      case '$icontains':
        if (typeof value !== 'string') return this.fail(path, '$icontains takes text');
        return sql`(${text} ilike ${likePattern(value)})`;
      case '$exists':
        if (typeof value !== 'boolean') return this.fail(path, '$exists takes true or false');
        return value
          ? sql`(${expr} is not null and ${expr} <> 'null'::jsonb)`
          : sql`(${expr} is null or ${expr} = 'null'::jsonb)`;
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte': {
        if (!isScalar(value)) return this.fail(path, `${op} takes a number, text or date`);
        const cmp = { $gt: sql`>`, $gte: sql`>=`, $lt: sql`<`, $lte: sql`<=` }[op];
        return sql`(jsonb_typeof(${expr}) = jsonb_typeof(${json(value)}) and ${expr} ${cmp} ${json(value)})`;
      }
      case '$regex': {
        const regex = parseRegex(value);
        if (!regex) return this.fail(path, '$regex takes a valid pattern (text or /pattern/flags)');
        return regex.insensitive ? sql`(${text} ~* ${regex.source})` : sql`(${text} ~ ${regex.source})`;
      }
      default:
        return this.fail(path, `Unknown operator '${op}'`);
    }
  }

  private contains(expr: SQL, text: SQL, value: unknown): SQL {
    const needle = JSON.stringify([value ?? null]);
    return sql`(case when jsonb_typeof(${expr}) = 'array' then ${expr} @> ${needle}::jsonb else ${text} like ${likePattern(String(value))} end)`;
  }

  /** sortBy: one object or a list of them, `{ key: 1 | -1 | 'asc' | 'desc' }`, applied in order. */
  orderBy(sort: Record<string, unknown> | Record<string, unknown>[] | undefined): SQL[] {
    const list = sort === undefined ? [] : Array.isArray(sort) ? sort : [sort];
    const parts: SQL[] = [];
    list.forEach((entry, i) =>
      Object.entries(entry).forEach(([key, dir]) => {
        const descending = dir === -1 || String(dir).toLowerCase() === 'desc';
        const column =
          SYSTEM_COLUMNS[key] ?? this.expressionOf(key, `sortBy.${Array.isArray(sort) ? `${i}.` : ''}${key}`);
        if (column) parts.push(descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`);
      }),
    );
    return parts;
  }

  /** only / without name keys a document has. */
  checkKeys(keys: string[] | undefined, name: string): void {
    keys?.forEach((key, i) => {
      if (!SYSTEM_KEYS[key]) this.expressionOf(key, `${name}.${i}`);
    });
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isScalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const asList = (v: unknown) => (Array.isArray(v) ? v : [v]);
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `/gold/i` or `gold`; the pattern must compile (JavaScript and PostgreSQL agree on the simple syntax we accept). */
function parseRegex(value: unknown): { source: string; insensitive: boolean } | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 200) return null;
  const literal = /^\/(.+)\/([a-z]*)$/.exec(value);
  const source = literal ? literal[1]! : value;
  const flags = literal ? literal[2]! : '';
  if (/[^im]/.test(flags) || /\(\?[<=!]/.test(source)) return null;
  try {
    new RegExp(source);
  } catch {
    return null;
  }
  return { source, insensitive: flags.includes('i') };
}
