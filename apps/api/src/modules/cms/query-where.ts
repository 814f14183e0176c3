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

/**
 * What one public query may ask, so that none is expensive (docs/decisions.md, "the content query's cost is bounded"):
 * conditions in all, nesting of $and / $or / $not, characters of a text matched with LIKE, characters of a value
 * compared as JSON, keys to sort by.
 */
export const QUERY_LIMITS = { conditions: 100, depth: 6, text: 200, value: 1000, sortKeys: 10 } as const;

export class QueryTranslator {
  readonly errors: ErrorMessage[] = [];
  private conditions = 0;
  constructor(private readonly fieldCodes: ReadonlySet<string>) {}

  /** Counts one condition (or one value of a list); false, after reporting once, when the query holds too many. */
  private count(path: string, n = 1): boolean {
    this.conditions += n;
    if (this.conditions <= QUERY_LIMITS.conditions) return true;
    if (!this.errors.some((e) => e.value.startsWith('Too many conditions')))
      this.fail(path, `Too many conditions: at most ${QUERY_LIMITS.conditions} in a query`);
    return false;
  }

  private tooDeep(depth: number, path: string): SQL | null {
    return depth > QUERY_LIMITS.depth
      ? this.fail(path, `Conditions are nested too deeply: at most ${QUERY_LIMITS.depth} levels`)
      : null;
  }

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
  where(node: unknown, path: string, depth = 0): SQL {
    const tooDeep = this.tooDeep(depth, path);
    if (tooDeep) return tooDeep;
    if (Array.isArray(node)) return this.all(node.map((n, i) => this.where(n, `${path}.${i}`, depth + 1)));
    if (!isObject(node)) return this.fail(path, 'Must be an object of conditions');
    if (!this.count(path)) return sql`false`;
    const parts: SQL[] = [];
    for (const [key, value] of Object.entries(node)) {
      const at = `${path}.${key}`;
      if (key === '$and' || key === '$or') {
        if (!Array.isArray(value) || value.length === 0) {
          parts.push(this.fail(at, `${key} takes a non-empty list of conditions`));
          continue;
        }
        const subs = value.map((v, i) => this.where(v, `${at}.${i}`, depth + 1));
        parts.push(key === '$and' ? this.all(subs) : sql`(${sql.join(subs, sql` or `)})`);
      } else if (key === '$not') {
        parts.push(sql`not coalesce(${this.where(value, at, depth + 1)}, false)`);
      } else if (key.startsWith('$')) {
        parts.push(this.fail(at, `Unknown operator '${key}'`));
      } else {
        const expression = this.expressionOf(key, at);
        if (expression) parts.push(this.condition(key, expression, value, at, depth + 1));
      }
    }
    return this.all(parts);
  }

  private all(parts: SQL[]): SQL {
    return parts.length === 0 ? sql`true` : sql`(${sql.join(parts, sql` and `)})`;
  }

  /** The condition on one key: a plain value is `$eq`; an object holds operators, all to hold. */
  private condition(key: string, expr: SQL, value: unknown, path: string, depth: number): SQL {
    const tooDeep = this.tooDeep(depth, path);
    if (tooDeep) return tooDeep;
    if (!isObject(value) || !Object.keys(value).some((k) => k.startsWith('$')))
      return this.operator(key, expr, '$eq', value, path, depth);
    return this.all(
      Object.entries(value).map(([op, v]) => this.operator(key, expr, op, v, `${path}.${op}`, depth)),
    );
  }

  private operator(key: string, expr: SQL, op: string, value: unknown, path: string, depth: number): SQL {
    if (!OPERATORS.has(op)) return this.fail(path, `Unknown operator '${op}'`);
    // each value of $contains / $containsAny is a LIKE of its own; an $in list is one comparison
    const likes = (op === '$contains' || op === '$containsAny') && Array.isArray(value) ? value.length : 1;
    if (!this.count(path, likes)) return sql`false`;
    const nested = op === '$not' || op === '$and' || op === '$or';
    if (!nested && asList(value).some((v) => JSON.stringify(v ?? null).length > QUERY_LIMITS.value))
      return this.fail(path, `The value is too long: at most ${QUERY_LIMITS.value} characters`);
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
        return sql`not coalesce(${this.condition(key, expr, value, path, depth + 1)}, false)`;
      case '$and':
      case '$or': {
        if (!Array.isArray(value) || value.length === 0)
          return this.fail(path, `${op} takes a non-empty list`);
        const subs = value.map((v, i) => this.condition(key, expr, v, `${path}.${i}`, depth + 1));
        return op === '$and' ? this.all(subs) : sql`(${sql.join(subs, sql` or `)})`;
      }
      case '$in':
        if (!Array.isArray(value) || value.length === 0 || value.length > 200)
          return this.fail(path, '$in takes a list of 1 to 200 values');
        return sql`(${expr} in (${sql.join(value.map(json), sql`, `)}))`;
      case '$contains':
        return this.all(asList(value).map((v) => this.contains(expr, text, v, path)));
      case '$containsAny':
        if (!Array.isArray(value) || value.length === 0)
          return this.fail(path, '$containsAny takes a non-empty list');
        return sql`(${sql.join(
          value.map((v) => this.contains(expr, text, v, path)),
          sql` or `,
        )})`;
      case '$icontains':
        if (typeof value !== 'string' || value.length > QUERY_LIMITS.text)
          return this.fail(path, `$icontains takes text of at most ${QUERY_LIMITS.text} characters`);
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
        // Never PostgreSQL's regular expressions: their engine backtracks, and one pattern held the server for
        // minutes (docs/decisions.md). A pattern is literal text with optional anchors, matched with (I)LIKE.
        const pattern = parseRestrictedRegex(value);
        if (!pattern) return this.fail(path, REGEX_RULE_MESSAGE);
        return pattern.insensitive
          ? sql`(${text} ilike ${pattern.like})`
          : sql`(${text} like ${pattern.like})`;
      }
      default:
        return this.fail(path, `Unknown operator '${op}'`);
    }
  }

  private contains(expr: SQL, text: SQL, value: unknown, path: string): SQL {
    // a text searched with LIKE is at most QUERY_LIMITS.text long, like $icontains and $regex
    if (String(value).length > QUERY_LIMITS.text)
      return this.fail(path, `Text to look for is at most ${QUERY_LIMITS.text} characters`);
    const needle = JSON.stringify([value ?? null]);
    return sql`(case when jsonb_typeof(${expr}) = 'array' then ${expr} @> ${needle}::jsonb else ${text} like ${likePattern(String(value))} end)`;
  }

  /** sortBy: one object or a list of them, `{ key: 1 | -1 | 'asc' | 'desc' }`, applied in order. */
  orderBy(sort: Record<string, unknown> | Record<string, unknown>[] | undefined): SQL[] {
    const list = sort === undefined ? [] : Array.isArray(sort) ? sort : [sort];
    const parts: SQL[] = [];
    let keys = 0;
    list.forEach((entry, i) =>
      Object.entries(entry).forEach(([key, dir]) => {
        keys += 1;
        if (keys === QUERY_LIMITS.sortKeys + 1)
          this.fail('sortBy', `At most ${QUERY_LIMITS.sortKeys} keys to sort by`);
        if (keys > QUERY_LIMITS.sortKeys) return;
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
/** `%`, `_` and `\\` typed by a user match themselves: no text can build a costly LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const likePattern = (text: string) => `%${escapeLike(text)}%`;

const REGEX_RULE_MESSAGE =
  '$regex takes literal text, optionally anchored with ^ and $ and with the flag i (/^gold/i); \\ before a sign matches the sign itself';

/**
 * The `$regex` this API keeps (contract: QUERY_OPERATORS): `gold`, `^gold`, `gold$`, `/^gold$/i`, with `\\.` for a
 * literal sign. Anything else a regular expression could say (classes, repeats, groups, alternatives) is refused, so
 * the match is a LIKE pattern of literal text, linear in the value's length.
 */
export function parseRestrictedRegex(value: unknown): { like: string; insensitive: boolean } | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > QUERY_LIMITS.text) return null;
  const delimited = /^\/(.+)\/([a-z]*)$/s.exec(value);
  let source = delimited ? delimited[1]! : value;
  const flags = delimited ? delimited[2]! : '';
  if (/[^i]/.test(flags)) return null;
  const start = source.startsWith('^');
  if (start) source = source.slice(1);
  let literal = '';
  let end = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      const next = source[i + 1];
      // `\d`, `\w`, `\b`, ... are classes or assertions, not the letter
      if (next === undefined || /[A-Za-z0-9]/.test(next)) return null;
      literal += next;
      i++;
    } else if (c === '$' && i === source.length - 1) end = true;
    else if ('.*+?()[]{}|^$'.includes(c)) return null;
    else literal += c;
  }
  if (!literal && !start && !end) return null;
  return {
    like: `${start ? '' : '%'}${escapeLike(literal)}${end ? '' : '%'}`,
    insensitive: flags === 'i',
  };
}
