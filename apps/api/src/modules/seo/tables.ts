import { integer, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';

/** SEO entries per product and per category and language (spec §3 SEO fields). */
export const seoEntries = pgTable(
  'seo_entries',
  {
    id: serial('id').primaryKey(),
    /** product or category */
    entityType: varchar('entity_type', { length: 10 }).notNull(),
    entityId: integer('entity_id').notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    pageTitle: text('page_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    imageAlt: text('image_alt'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('seo_entries_uq').on(t.entityType, t.entityId, t.language)],
);
