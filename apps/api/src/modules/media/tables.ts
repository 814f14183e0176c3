import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables';
import { users } from '../users/tables';

/**
 * A folder of the media library (spec §3 "Folder with a name"): a customer's own (customer_id set) or the staff's
 * (null); staff may share one with every customer.
 */
export const mediaFolders = pgTable(
  'media_folders',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    shared: boolean('shared').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_folders_customer_idx').on(t.customerId, t.name)],
);

/**
 * A file of the media library (spec §3 "Asset with a title"). The bytes live in media storage under `storage_key`
 * (disk or S3), with a WebP thumbnail for images; the content type is the one recognised from the bytes.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    storageKey: text('storage_key').notNull().unique(),
    thumbnailKey: text('thumbnail_key').unique(),
    folderId: integer('folder_id').references(() => mediaFolders.id, { onDelete: 'restrict' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    shared: boolean('shared').notNull().default(false),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_assets_customer_idx').on(t.customerId, t.createdAt),
    index('media_assets_folder_idx').on(t.folderId),
    check('media_assets_size_check', sql`${t.size} > 0`),
  ],
);

/** The upload limits per use (spec §6 "asset limitations"): allowed media types and the largest size. */
export const assetLimitations = pgTable('asset_limitations', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull(),
  mimeTypes: text('mime_types').array().notNull(),
  maxSizeBytes: bigint('max_size_bytes', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
