import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type; written by SQL (to_tsvector), never read by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** One entry of a data source: the value stored in a content and its label per language. */
export interface DataSourceEntry {
  value: string;
  label: string;
  labelFr: string;
}

/** spec §3 "A data source list exists": fixed lists a field of type datasource picks from. */
export const cmsDataSources = pgTable('cms_data_sources', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 60 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  nameFr: varchar('name_fr', { length: 120 }).notNull(),
  entries: jsonb('entries').$type<DataSourceEntry[]>().notNull().default([]),
});

/** spec §3 Component: a content type (contentType) or a block nested in another (nestable), with its fields. */
export const cmsComponents = pgTable('cms_components', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  code: varchar('code', { length: 60 }).notNull().unique(),
  contentType: boolean('content_type').notNull().default(true),
  nestable: boolean('nestable').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** spec §3 Field: a typed field of a component; `code` is the key of its value in a content. */
export const cmsComponentFields = pgTable(
  'cms_component_fields',
  {
    id: serial('id').primaryKey(),
    componentId: integer('component_id')
      .notNull()
      .references(() => cmsComponents.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    /** The label on French pages of the back-office; the name when empty. */
    nameFr: varchar('name_fr', { length: 120 }),
    code: varchar('code', { length: 60 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    translatable: boolean('translatable').notNull().default(true),
    required: boolean('required').notNull().default(false),
    rank: integer('rank').notNull().default(0),
    dataSourceId: integer('data_source_id').references(() => cmsDataSources.id),
    allowedComponents: text('allowed_components')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [unique('cms_component_fields_code_uq').on(t.componentId, t.code), index().on(t.code)],
);

/** spec §3 Content: an entry of a content-type component; its slug and field values live per language. */
export const cmsContents = pgTable(
  'cms_contents',
  {
    id: serial('id').primaryKey(),
    componentId: integer('component_id')
      .notNull()
      .references(() => cmsComponents.id),
    name: varchar('name', { length: 200 }).notNull(),
    /** draft until first published; published while a published version exists. */
    status: varchar('status', { length: 10 }).$type<'draft' | 'published'>().notNull().default('draft'),
    /** The draft differs from what the storefront shows. */
    hasChanges: boolean('has_changes').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cms_contents_component_idx').on(t.componentId)],
);

/** A content in one language: its slug (unique per language), the draft values and the published ones. */
export const cmsContentLocales = pgTable(
  'cms_content_locales',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => cmsContents.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 2 }).$type<'en' | 'fr'>().notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
    draft: jsonb('draft').$type<Record<string, unknown>>().notNull().default({}),
    /** Null until published in this language. */
    published: jsonb('published').$type<Record<string, unknown> | null>(),
    search: tsvector('search'),
  },
  (t) => [
    primaryKey({ name: 'cms_content_locales_pk', columns: [t.contentId, t.language] }),
    unique('cms_content_locales_slug_uq').on(t.language, t.slug),
  ],
);
