import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables';
import { users } from '../users/tables';

/** PostgreSQL's full-text document type; computed by the database, never written by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Market metals (gold, silver, platinum, palladium) with the price per troy ounce the metal prices derive from: the
 * latest fixing recorded for it (`priceSource` 'fixing', `fixingId` names it), or a price staff typed in ('manual'),
 * shown to customers as such (docs/jewelry-trade.md §2).
 */
export const masterAlloys = pgTable('master_alloys', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 20 }).notNull().unique(),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull(),
  pricePerOunce: numeric('price_per_ounce', { precision: 14, scale: 2 }).notNull(),
  priceSource: varchar('price_source', { length: 10 }).notNull().default('manual'),
  fixingId: integer('fixing_id').references((): AnyPgColumn => metalFixings.id, { onDelete: 'set null' }),
  /** Metal lost in production beyond this share of what was issued to a job flags the job (percent). */
  lossThresholdPercent: numeric('loss_threshold_percent', { precision: 5, scale: 2 }).notNull().default('5'),
  /** What a refiner keeps of a customer's scrap of this metal (percent of its fine value). */
  refiningChargePercent: numeric('refining_charge_percent', { precision: 5, scale: 2 })
    .notNull()
    .default('10'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A fixing of a base metal: the benchmark price per troy ounce, in the company currency, of one session (AM or PM) of
 * one day, from a named source (LBMA...). Stored once; every metal price cites the fixing it rests on.
 */
export const metalFixings = pgTable(
  'metal_fixings',
  {
    id: serial('id').primaryKey(),
    masterAlloyId: integer('master_alloy_id')
      .notNull()
      .references(() => masterAlloys.id),
    /** The fixing's day in its market's calendar; with the session, one fixing per metal. */
    fixingDate: date('fixing_date').notNull(),
    session: varchar('session', { length: 2 }).notNull(),
    source: text('source').notNull(),
    pricePerOunce: numeric('price_per_ounce', { precision: 14, scale: 2 }).notNull(),
    fixedAt: timestamp('fixed_at', { withTimezone: true }).notNull(),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('metal_fixings_day_session_uq').on(t.masterAlloyId, t.fixingDate, t.session),
    index('metal_fixings_alloy_fixed_idx').on(t.masterAlloyId, t.fixedAt),
    index('metal_fixings_user_idx').on(t.recordedByUserId),
    check('metal_fixings_price_positive', sql`${t.pricePerOunce} > 0`),
    check('metal_fixings_session', sql`${t.session} in ('AM', 'PM')`),
  ],
);

/** A metal an item can be made in (14K yellow gold, sterling silver...). Weights of items are given in 14K gold. */
export const metals = pgTable(
  'metals',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 20 }).notNull().unique(),
    name: text('name').notNull(),
    nameFr: text('name_fr').notNull(),
    masterAlloyId: integer('master_alloy_id')
      .notNull()
      .references(() => masterAlloys.id),
    karat: integer('karat'),
    colour: varchar('colour', { length: 20 }),
    /** Share of the master alloy in the metal (0.585 for 14K). */
    purity: numeric('purity', { precision: 6, scale: 4 }).notNull(),
    /** g/cm³: converts an item's reference weight (14K gold) to its weight in this metal. */
    density: numeric('density', { precision: 6, scale: 3 }).notNull(),
    /**
     * The published formula (docs/jewelry-trade.md §3): price per ounce = master alloy price × purity + surcharge per
     * ounce, then the optional markup (percent); the price per gram is that over 31.1034768.
     */
    surchargePerOunce: numeric('surcharge_per_ounce', { precision: 14, scale: 2 }).notNull().default('0'),
    markupPercent: numeric('markup_percent', { precision: 6, scale: 2 }).notNull().default('0'),
    pricePerGram: numeric('price_per_gram', { precision: 14, scale: 4 }).notNull(),
    shownInCatalog: boolean('shown_in_catalog').notNull().default(true),
    rank: integer('rank').notNull().default(100),
  },
  (t) => [index('metals_master_alloy_idx').on(t.masterAlloyId)],
);

export const measureUnitConversions = pgTable(
  'measure_unit_conversions',
  {
    source: varchar('source', { length: 10 }).notNull(),
    target: varchar('target', { length: 10 }).notNull(),
    factor: numeric('factor', { precision: 18, scale: 9 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.target] })],
);

/** Custom-order item groups (spec §3): a tree that groups item types. */
export const itemGroups = pgTable(
  'item_groups',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull().unique(),
    groupName: text('group_name').notNull(),
    groupNameFr: text('group_name_fr').notNull(),
    parentId: integer('parent_id'),
    rank: integer('rank').notNull().default(100),
    isCustomOrderGroup: boolean('is_custom_order_group').notNull().default(true),
    /** MADE_TO_ORDER items become job orders; STOCK items ship from inventory as sales orders (docs/decisions.md). */
    fulfilment: varchar('fulfilment', { length: 14 }).notNull().default('MADE_TO_ORDER'),
  },
  (t) => [index('item_groups_parent_idx').on(t.parentId)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    code: varchar('code', { length: 40 }).notNull().unique(),
    slug: varchar('slug', { length: 120 }).notNull(),
    name: text('name').notNull(),
    nameFr: text('name_fr').notNull(),
    description: text('description'),
    descriptionFr: text('description_fr'),
    rank: integer('rank').notNull().default(100),
    largeImage: text('large_image'),
    smallImage: text('small_image'),
    title1Image: text('title1_image'),
    title2Image: text('title2_image'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_categories_parent_idx').on(t.parentId, t.rank),
    index('product_categories_slug_idx').on(t.slug),
  ],
);

/** An item type: a product of the catalogue, or a sub-item (stone, chain, finding) of one. */
export const itemTypes = pgTable(
  'item_types',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull().unique(),
    slug: varchar('slug', { length: 160 }).notNull(),
    name: text('name').notNull(),
    nameFr: text('name_fr').notNull(),
    description: text('description'),
    descriptionFr: text('description_fr'),
    itemGroupId: integer('item_group_id').references(() => itemGroups.id),
    /** Child items of a master item differ by attributes (size, width...). */
    masterItemTypeId: integer('master_item_type_id'),
    /** Price of everything but metal and labour (stones, parts). */
    basePrice: numeric('base_price', { precision: 14, scale: 2 }).notNull().default('0'),
    labourPrice: numeric('labour_price', { precision: 14, scale: 2 }).notNull().default('0'),
    /** Grams of metal, in 14K gold; other metals convert by density. 0 for items without metal. */
    metalWeight: numeric('metal_weight', { precision: 10, scale: 3 }).notNull().default('0'),
    defaultMetalId: integer('default_metal_id').references(() => metals.id),
    shownInCatalog: boolean('shown_in_catalog').notNull().default(true),
    featuredOnPortal: boolean('featured_on_portal').notNull().default(false),
    isRetail: boolean('is_retail').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** A ring: the US sizes it is made in (quarter sizes), or null for a piece not made in sizes. */
    ringSizeMin: numeric('ring_size_min', { precision: 4, scale: 2 }),
    ringSizeMax: numeric('ring_size_max', { precision: 4, scale: 2 }),
    /** The size its metal weight (and so its price) is given for. */
    ringSizeBase: numeric('ring_size_base', { precision: 4, scale: 2 }),
    /** The metal weight, and so the price, follows the ring size chosen (by the inner circumference). */
    weightFollowsSize: boolean('weight_follows_size').notNull().default(false),
    /** The longest engraving it takes, in characters, or null when it cannot be engraved. */
    engravingMaxLength: integer('engraving_max_length'),
    /** What engraving it costs, priced by the server. */
    engravingPrice: numeric('engraving_price', { precision: 14, scale: 2 }).notNull().default('0'),
    /**
     * Search index kept by refreshCatalogIndex(): every category holding the item with their ancestors, its attributes
     * as CODE=value, and the listed price used for sorting. Listing filters become GIN lookups, not joins per row.
     */
    categoryPathIds: integer('category_path_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    attributeKeys: text('attribute_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortPrice: numeric('sort_price', { precision: 14, scale: 2 }).notNull().default('0'),
    /**
     * Product search (docs/decisions.md, "Product search"): code and names in both languages, unaccented, lower case
     * and split on punctuation, for trigram (typo-tolerant) matching; and the full-text document of code and names
     * (weight A) and both descriptions (weight B). Both are computed by PostgreSQL, see catalog_search_text().
     */
    searchNames: text('search_names').generatedAlwaysAs(
      sql`catalog_search_text(code || ' ' || name || ' ' || name_fr)`,
    ),
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, catalog_search_text(code || ' ' || name || ' ' || name_fr)), 'A') || setweight(to_tsvector('simple'::regconfig, catalog_search_text(coalesce(description, '') || ' ' || coalesce(description_fr, ''))), 'B')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('item_types_category_path_idx').using('gin', t.categoryPathIds),
    index('item_types_attribute_keys_idx').using('gin', t.attributeKeys),
    // Partial: listings only ever show active catalogue items.
    index('item_types_sort_price_idx')
      .on(t.sortPrice, t.id)
      .where(sql`${t.isActive} and ${t.shownInCatalog}`),
    index('item_types_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.isActive} and ${t.shownInCatalog}`),
    index('item_types_group_idx').on(t.itemGroupId),
    index('item_types_master_idx').on(t.masterItemTypeId),
    index('item_types_featured_idx')
      .on(t.featuredOnPortal)
      .where(sql`${t.featuredOnPortal}`),
    index('item_types_retail_idx').on(t.isRetail, t.id),
    index('item_types_slug_idx').on(t.slug),
    // product pages look items up by code whatever its case
    index('item_types_code_upper_idx').on(sql`upper(${t.code})`),
    index('item_types_search_document_idx').using('gin', t.searchDocument),
    index('item_types_search_names_idx').using('gin', t.searchNames.op('gin_trgm_ops')),
  ],
);

export const productCategoryItems = pgTable(
  'product_category_items',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
    itemTypeId: integer('item_type_id')
      .notNull()
      .references(() => itemTypes.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull().default(100),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.itemTypeId] }),
    index('product_category_items_item_idx').on(t.itemTypeId),
  ],
);

export const attributeDefinitions = pgTable('attribute_definitions', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull(),
  /** list, number, text or boolean */
  valueType: varchar('value_type', { length: 10 }).notNull(),
  unit: varchar('unit', { length: 10 }),
  isFilterable: boolean('is_filterable').notNull().default(true),
  rank: integer('rank').notNull().default(100),
});

export const attributeOptions = pgTable(
  'attribute_options',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributeDefinitions.id, { onDelete: 'cascade' }),
    value: varchar('value', { length: 60 }).notNull(),
    label: text('label').notNull(),
    labelFr: text('label_fr').notNull(),
    rank: integer('rank').notNull().default(100),
  },
  (t) => [unique('attribute_options_uq').on(t.attributeId, t.value)],
);

/** The value of one attribute on one item type; booleans are stored as 1 / 0 (spec §5 ATTR_ filters). */
export const itemTypeAttributes = pgTable(
  'item_type_attributes',
  {
    itemTypeId: integer('item_type_id')
      .notNull()
      .references(() => itemTypes.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributeDefinitions.id, { onDelete: 'cascade' }),
    value: varchar('value', { length: 200 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemTypeId, t.attributeId] }),
    index('item_type_attributes_filter_idx').on(t.attributeId, t.value, t.itemTypeId),
  ],
);

export const itemTypeImages = pgTable(
  'item_type_images',
  {
    id: serial('id').primaryKey(),
    itemTypeId: integer('item_type_id')
      .notNull()
      .references(() => itemTypes.id, { onDelete: 'cascade' }),
    /** null: shown for every metal; otherwise the picture of the item in that metal. */
    metalId: integer('metal_id').references(() => metals.id),
    url: text('url').notNull(),
    rank: integer('rank').notNull().default(100),
  },
  (t) => [index('item_type_images_item_idx').on(t.itemTypeId, t.metalId, t.rank)],
);

export const itemTypeSubItems = pgTable(
  'item_type_sub_items',
  {
    id: serial('id').primaryKey(),
    itemTypeId: integer('item_type_id')
      .notNull()
      .references(() => itemTypes.id, { onDelete: 'cascade' }),
    subItemTypeId: integer('sub_item_type_id')
      .notNull()
      .references(() => itemTypes.id),
    quantity: numeric('quantity', { precision: 10, scale: 3 }).notNull().default('1'),
    attachedEntityTypeId: integer('attached_entity_type_id'),
    isOptional: boolean('is_optional').notNull().default(false),
    rank: integer('rank').notNull().default(100),
  },
  (t) => [
    index('item_type_sub_items_item_idx').on(t.itemTypeId),
    index('item_type_sub_items_sub_idx').on(t.subItemTypeId),
  ],
);

export const itemTypeVariants = pgTable(
  'item_type_variants',
  {
    id: serial('id').primaryKey(),
    itemTypeId: integer('item_type_id')
      .notNull()
      .references(() => itemTypes.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 40 }).notNull(),
    name: text('name').notNull(),
    nameFr: text('name_fr').notNull(),
    priceDelta: numeric('price_delta', { precision: 14, scale: 2 }).notNull().default('0'),
    weightDelta: numeric('weight_delta', { precision: 10, scale: 3 }).notNull().default('0'),
    rank: integer('rank').notNull().default(100),
  },
  (t) => [unique('item_type_variants_uq').on(t.itemTypeId, t.code)],
);

/** A customer's discount (negative) or markup (positive) in percent, for one item type or a whole item group. */
export const customerItemPricing = pgTable(
  'customer_item_pricing',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    itemTypeId: integer('item_type_id').references(() => itemTypes.id, { onDelete: 'cascade' }),
    itemGroupId: integer('item_group_id').references(() => itemGroups.id, { onDelete: 'cascade' }),
    adjustmentPercent: numeric('adjustment_percent', { precision: 6, scale: 2 }).notNull(),
  },
  (t) => [index('customer_item_pricing_customer_idx').on(t.customerId, t.itemTypeId, t.itemGroupId)],
);

/**
 * Every market price a master alloy has had, with when and by whom it was set: the dashboard's metal trend reads it.
 * A row is written in the same transaction as the price change itself (catalog/metals-service.ts), so the history
 * never disagrees with the price in master_alloys.
 */
export const metalPriceHistory = pgTable(
  'metal_price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    masterAlloyId: integer('master_alloy_id')
      .notNull()
      .references(() => masterAlloys.id, { onDelete: 'cascade' }),
    pricePerOunce: numeric('price_per_ounce', { precision: 14, scale: 2 }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('metal_price_history_alloy_idx').on(t.masterAlloyId, t.changedAt),
    index('metal_price_history_user_idx').on(t.changedByUserId),
  ],
);
