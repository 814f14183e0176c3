import type { ErrorMessage } from '@portal/shared';
import { eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../../db/client';
import { cmsComponents, cmsDataSources } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import { fieldsOf } from './components';

/** The HTML a rich-text field keeps: the editor's marks and blocks; no script, style, frame or event attribute. */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export const sanitizeRichText = (html: string) => sanitizeHtml(html, RICH_TEXT);

/** A link or asset address: a path of this site or an http(s), mailto or tel URL, never javascript: or data:. */
const SAFE_URL = /^(\/(?!\/)|https?:\/\/|mailto:|tel:|#)/i;

type Field = Awaited<ReturnType<typeof fieldsOf>>[number];
const MAX_DEPTH = 4;

interface Context {
  db: Db;
  errors: ErrorMessage[];
  fieldsByComponent: Map<string, Field[]>;
  sources: Map<number, Set<string>>;
}

async function fieldsOfCode(ctx: Context, code: string): Promise<Field[] | null> {
  if (!ctx.fieldsByComponent.has(code)) {
    const [component] = await ctx.db
      .select({ id: cmsComponents.id, nestable: cmsComponents.nestable })
      .from(cmsComponents)
      .where(eq(cmsComponents.code, code));
    if (!component?.nestable) return null;
    ctx.fieldsByComponent.set(code, await fieldsOf(ctx.db, [component.id]));
  }
  return ctx.fieldsByComponent.get(code)!;
}

async function cleanValue(
  ctx: Context,
  field: Field,
  value: unknown,
  path: string,
  depth: number,
): Promise<unknown> {
  const fail = (message: string) => {
    ctx.errors.push({ key: path, value: message });
    return undefined;
  };
  switch (field.type) {
    case 'text':
      if (typeof value !== 'string') return fail('Must be text');
      return value.length > 5000 ? fail('At most 5000 characters') : value;
    case 'richtext':
      if (typeof value !== 'string') return fail('Must be text');
      return value.length > 200_000 ? fail('At most 200000 characters') : sanitizeRichText(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : fail('Must be a number');
    case 'boolean':
      return typeof value === 'boolean' ? value : fail('Must be true or false');
    case 'date':
      return typeof value === 'string' &&
        /^\d{4}-\d{2}-\d{2}$/.test(value) &&
        !Number.isNaN(Date.parse(value))
        ? value
        : fail('Must be a date (YYYY-MM-DD)');
    case 'asset':
    case 'link':
      if (typeof value !== 'string' || value.length > 1000) return fail('Must be an address');
      return SAFE_URL.test(value.trim())
        ? value.trim()
        : fail('Must be a path of this site or an http(s) address');
    case 'datasource': {
      const allowed = ctx.sources.get(field.dataSourceId ?? -1);
      return typeof value === 'string' && allowed?.has(value)
        ? value
        : fail('Is not a value of the data source');
    }
    case 'components': {
      if (!Array.isArray(value) || value.length > 100) return fail('Must be a list of at most 100 blocks');
      if (depth >= MAX_DEPTH) return fail('Blocks are nested too deeply');
      const blocks = [];
      for (const [i, block] of value.entries()) {
        const code = (block as { component?: unknown } | null)?.component;
        if (typeof code !== 'string' || !field.allowedComponents.includes(code)) {
          fail(`Block ${i + 1}: choose one of ${field.allowedComponents.join(', ') || '(none)'}`);
          continue;
        }
        const nested = await fieldsOfCode(ctx, code);
        if (!nested) continue;
        const { component: _, ...values } = block as Record<string, unknown>;
        blocks.push({
          component: code,
          ...(await cleanValues(ctx, nested, values, `${path}.${i}`, depth + 1, false)),
        });
      }
      return blocks;
    }
    default:
      return fail('Unknown field type');
  }
}

async function cleanValues(
  ctx: Context,
  fields: Field[],
  values: Record<string, unknown>,
  prefix: string,
  depth: number,
  requireAll: boolean,
): Promise<Record<string, unknown>> {
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(values))
    if (!fields.some((f) => f.code === key))
      ctx.errors.push({ key: `${prefix}.${key}`, value: 'Is not a field of this component' });
  for (const field of fields) {
    const value = values[field.code];
    const empty = value === undefined || value === null || value === '';
    if (empty) {
      if (requireAll && field.required)
        ctx.errors.push({ key: `${prefix}.${field.code}`, value: `${field.name} is required` });
      continue;
    }
    const cleaned = await cleanValue(ctx, field, value, `${prefix}.${field.code}`, depth);
    if (cleaned !== undefined) result[field.code] = cleaned;
  }
  return result;
}

/**
 * Checks a content's values against its component's fields: unknown keys, wrong types and (when publishing) missing
 * required English values are a 400 listing every bad one; rich text comes back sanitised. French values of a field
 * that is not translatable are the English ones.
 */
export async function cleanContentValues(
  db: Db,
  componentId: number,
  locales: { en: Record<string, unknown>; fr?: Record<string, unknown> },
  publishing: boolean,
): Promise<{ en: Record<string, unknown>; fr: Record<string, unknown> | null }> {
  const fields = await fieldsOf(db, [componentId]);
  const sources = await db.select().from(cmsDataSources);
  const ctx: Context = {
    db,
    errors: [],
    fieldsByComponent: new Map(),
    sources: new Map(sources.map((s) => [s.id, new Set(s.entries.map((e) => e.value))])),
  };
  const en = await cleanValues(ctx, fields, locales.en, 'locales.en.fields', 0, publishing);
  let fr: Record<string, unknown> | null = null;
  if (locales.fr) {
    const translated = await cleanValues(ctx, fields, locales.fr, 'locales.fr.fields', 0, false);
    // a field that is not translatable has its English value in French too
    fr = Object.fromEntries(
      fields.flatMap((f) => {
        const value = f.translatable ? translated[f.code] : en[f.code];
        return value === undefined ? [] : [[f.code, value] as const];
      }),
    );
  }
  if (ctx.errors.length) throw new AppError('VALIDATION', 'Some fields are not valid', ctx.errors);
  return { en, fr };
}
