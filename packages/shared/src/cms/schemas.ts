import { z } from 'zod';
import { wireNumber } from '../platform/numbers';
import { pagedOf } from '../platform/envelope';
import { id } from '../platform/ids';
import { pagingQuery } from '../platform/paging';

/** The value types a component field can hold (GET /manage/component-fields/types). */
export const FIELD_TYPES = [
  'text',
  'richtext',
  'number',
  'boolean',
  'date',
  'asset',
  'link',
  'components',
  'datasource',
] as const;
export const fieldType = z.enum(FIELD_TYPES);
export type FieldType = z.infer<typeof fieldType>;

/** A code: lowercase letters, digits, dashes and underscores, starting with a letter (a key in queries). */
export const cmsCode = z
  .string()
  .trim()
  .min(1, 'Code is required')
  .max(60, 'At most 60 characters')
  .regex(/^[a-z][a-z0-9_-]*$/i, 'Letters, digits, - and _ only, starting with a letter');
const name = (max: number) =>
  z.string().trim().min(1, 'Name is required').max(max, `At most ${max} characters`);
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const componentField = z.object({
  id: z.number().int(),
  componentId: z.number().int(),
  name: z.string(),
  /** The field's label on French pages; null: the name. */
  nameFr: z.string().nullable(),
  code: z.string(),
  type: fieldType,
  translatable: z.boolean(),
  required: z.boolean(),
  rank: z.number().int(),
  dataSourceId: z.number().int().nullable(),
  allowedComponents: z.array(z.string()),
});
export type ComponentField = z.infer<typeof componentField>;

/** spec §3 Component: id, name, code, contentType, nestable, fields. */
export const component = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  contentType: z.boolean(),
  nestable: z.boolean(),
  fields: z.array(componentField),
  contentCount: z.number().int(),
  updatedAt: z.string(),
});
export type Component = z.infer<typeof component>;

/**
 * spec §5 component search and filters: `search` matches name or code (case-insensitive); filterType 1 keeps the
 * selected names, 2 filters on the Content type and/or nestable flags.
 */
export const componentListQuery = pagingQuery(1).extend({
  search: z.string().trim().max(120).optional(),
  filterType: wireNumber(z.number().int())
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
  names: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) =>
      v === undefined ? [] : (Array.isArray(v) ? v : v.split(',')).map((n) => n.trim()).filter(Boolean),
    ),
  contentType: flag.optional(),
  nestable: flag.optional(),
});
export const componentPage = pagedOf(component);

export const saveComponentRequest = z.object({
  id: id.optional(),
  name: name(120),
  code: cmsCode,
  contentType: z.boolean().default(true),
  nestable: z.boolean().default(false),
});

export const saveComponentFieldRequest = z.object({
  id: id.optional(),
  componentId: id,
  name: name(120),
  nameFr: z.string().trim().max(120, 'At most 120 characters').nullable().default(null),
  code: cmsCode,
  type: fieldType,
  translatable: z.boolean().default(true),
  required: z.boolean().default(false),
  rank: z.number().int().min(0).max(100000).optional(),
  dataSourceId: id.nullable().default(null),
  allowedComponents: z.array(cmsCode).max(50).default([]),
});

export const fieldTypeInfo = z.object({ type: fieldType, name: z.string() });

export const dataSource = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  entries: z.array(z.object({ value: z.string(), label: z.string() })),
});

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export const contentStatus = z.enum(CONTENT_STATUSES);

/** spec §3 Content: name, slug, contentTypeID (the component), with its state. */
export const contentSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  slugFr: z.string().nullable(),
  contentTypeID: z.number().int(),
  componentName: z.string(),
  componentCode: z.string(),
  status: contentStatus,
  hasChanges: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ContentSummary = z.infer<typeof contentSummary>;

/** spec §5 and §9: content search matches name or slug; page 1 of 10 by default. */
export const contentListQuery = pagingQuery(1).extend({
  search: z.string().trim().max(200).optional(),
  contentTypeID: id.optional(),
  status: contentStatus.optional(),
});
export const contentPage = pagedOf(contentSummary);

/** A content's values in one language: its slug and a value per field code. */
export const contentLocale = z.object({
  slug: z.string(),
  fields: z.record(z.string(), z.unknown()),
  published: z.record(z.string(), z.unknown()).nullable(),
});

export const contentDetail = contentSummary.extend({
  locales: z.object({ en: contentLocale, fr: contentLocale.nullable() }),
});
export type ContentDetail = z.infer<typeof contentDetail>;

const slugText = z.string().trim().max(200, 'At most 200 characters');
const localeInput = z.object({
  slug: slugText.optional(),
  fields: z.record(z.string(), z.unknown()).default({}),
});

export const saveContentRequest = z.object({
  id: id.optional(),
  name: name(200),
  contentTypeID: id,
  slug: slugText.optional(),
});

/**
 * POST /manage/contents/content-with-fields: a content with its values in English and (optionally) French. `action`
 * saves the draft, publishes it (draft → storefront) or unpublishes.
 */
export const contentWithFieldsRequest = z.object({
  content: saveContentRequest,
  locales: z.object({ en: localeInput, fr: localeInput.optional() }),
  action: z.enum(['save', 'publish', 'unpublish']).default('save'),
});

export const contentFields = z.object({
  // The content as getContent answers it, its English and French values (`locales`) included.
  content: contentDetail,
  fields: z.array(componentField.extend({ values: z.object({ en: z.unknown(), fr: z.unknown() }) })),
});

export const allFieldsItem = componentField.extend({ componentCode: z.string(), componentName: z.string() });
