import type { ErrorMessage } from '@portal/shared';
import { and, eq, inArray } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../../db/client';
import { cmsComponents, cmsContentLocales, cmsContents, cmsDataSources } from './tables';
import { AppError } from '../../platform/errors';
import { RICH_TEXT_TAGS } from '@portal/shared/cms/rich-text-tags';
import { fieldsOf } from './component-fields';

/** The HTML a rich-text field keeps: the editor's marks and blocks; no script, style, frame or event attribute. */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
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

// text between tags needs only these; sanitize-html writes quotes in text as they are, so both agree
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeHtml = (text: string) => text.replace(/[&<>]/g, (c) => HTML_ESCAPES[c]!);

/** Plain text as rich text: escaped, a paragraph per blank-line-separated block, a line break per new line. */
export function textToRichText(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .filter((block) => block.trim())
    .map((block) => `<p>${escapeHtml(block.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** The text of rich text: every tag dropped (script and style with their content), blocks and breaks as new lines. */
export function richTextToText(html: string): string {
  const marked = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|h[1-6]|li|blockquote|pre)\s*>/gi, '\n\n');
  // sanitize-html escapes &, <, > and " in the text it keeps: undone last-first, so `&amp;lt;` stays `&lt;`
  return sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

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

/**
 * A value of a field whose type changes, as the new type would hold it: rich text becomes its text, text becomes
 * escaped rich text, numbers and yes/no are read from text that says them. Whatever comes out is then checked like a
 * typed value, so what cannot be converted is reported, not stored.
 */
export function convertValue(from: string, to: string, value: unknown): unknown {
  const plain = from === 'richtext' && typeof value === 'string' ? richTextToText(value) : value;
  const scalar = typeof plain === 'number' || typeof plain === 'boolean';
  switch (to) {
    case 'text':
      return scalar ? String(plain) : plain;
    case 'richtext':
      if (from === 'richtext') return value;
      return typeof plain === 'string' || scalar ? textToRichText(String(plain)) : plain;
    case 'number':
      return typeof plain === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(plain) ? Number(plain) : plain;
    case 'boolean':
      return typeof plain === 'string' && /^\s*(true|false)\s*$/i.test(plain)
        ? plain.trim().toLowerCase() === 'true'
        : plain;
    default:
      return typeof plain === 'string' ? plain.trim() : plain;
  }
}

const isBlock = (v: unknown): v is Record<string, unknown> & { component: string } =>
  typeof v === 'object' && v !== null && typeof (v as { component?: unknown }).component === 'string';
const MAX_LISTED = 50;

/**
 * spec §3 Field: a field that holds values changes type only with its values. Every draft and published value of the
 * field (in the contents of its component, or in the blocks of it nested anywhere) is converted (convertValue) and
 * checked as the new type; rich text is sanitised. One value that cannot be converted refuses the change (409 listing
 * each, nothing written); otherwise the values are written, under the field's new code, in the caller's transaction.
 * Returns how many values were converted.
 */
export async function convertFieldValues(
  tx: Db,
  component: { id: number; code: string; contentType: boolean; nestable: boolean },
  before: { code: string; type: string },
  after: Field,
): Promise<number> {
  const sources = await tx.select().from(cmsDataSources);
  const ctx: Context = {
    db: tx,
    errors: [],
    fieldsByComponent: new Map(),
    sources: new Map(sources.map((s) => [s.id, new Set(s.entries.map((e) => e.value))])),
  };
  const ownContents = tx
    .select({ id: cmsContents.id })
    .from(cmsContents)
    .where(eq(cmsContents.componentId, component.id));
  const rows = await tx
    .select({
      contentId: cmsContentLocales.contentId,
      language: cmsContentLocales.language,
      draft: cmsContentLocales.draft,
      published: cmsContentLocales.published,
      name: cmsContents.name,
      componentId: cmsContents.componentId,
    })
    .from(cmsContentLocales)
    .innerJoin(cmsContents, eq(cmsContents.id, cmsContentLocales.contentId))
    // a nestable component's blocks may sit in any content
    .where(component.nestable ? undefined : inArray(cmsContentLocales.contentId, ownContents))
    .for('update', { of: cmsContentLocales });

  const problems: ErrorMessage[] = [];
  let converted = 0;
  const convertIn = async (holder: Record<string, unknown>, where: string) => {
    if (!(before.code in holder)) return;
    const value = holder[before.code];
    Reflect.deleteProperty(holder, before.code);
    if (value === undefined || value === null || value === '') return;
    const candidate = convertValue(before.type, after.type, value);
    const errorsBefore = ctx.errors.length;
    const cleaned = candidate === '' ? undefined : await cleanValue(ctx, after, candidate, before.code, 0);
    for (const e of ctx.errors.splice(errorsBefore))
      problems.push({ key: 'type', value: `${where}: ${e.value} (${JSON.stringify(value).slice(0, 80)})` });
    if (cleaned !== undefined) holder[after.code] = cleaned;
    converted += 1;
  };
  const walkBlocks = async (values: Record<string, unknown>, where: string): Promise<void> => {
    for (const list of Object.values(values))
      if (Array.isArray(list))
        for (const [i, block] of list.entries())
          if (isBlock(block)) {
            if (block.component === component.code) await convertIn(block, `${where}, block ${i + 1}`);
            await walkBlocks(block, `${where}, block ${i + 1}`);
          }
  };

  for (const row of rows) {
    const changes: { draft?: Record<string, unknown>; published?: Record<string, unknown> } = {};
    for (const state of ['draft', 'published'] as const) {
      const original = row[state];
      if (!original) continue;
      const values = structuredClone(original);
      const where = `"${row.name}" (${row.language}, ${state})`;
      if (row.componentId === component.id && component.contentType) await convertIn(values, where);
      if (component.nestable) await walkBlocks(values, where);
      if (JSON.stringify(values) !== JSON.stringify(original)) changes[state] = values;
    }
    if (problems.length === 0 && (changes.draft || changes.published))
      await tx
        .update(cmsContentLocales)
        .set(changes)
        .where(
          and(eq(cmsContentLocales.contentId, row.contentId), eq(cmsContentLocales.language, row.language)),
        );
  }
  if (problems.length) {
    // the form shows the messages of a key together: the summary first, then each value
    const summary = `${problems.length} value(s) of this field cannot become ${after.type}: change or clear them first`;
    const listed = problems.slice(0, MAX_LISTED);
    if (problems.length > MAX_LISTED)
      listed.push({ key: 'type', value: `and ${problems.length - MAX_LISTED} more values` });
    throw new AppError('CONFLICT', summary, [{ key: 'type', value: summary }, ...listed]);
  }
  return converted;
}
