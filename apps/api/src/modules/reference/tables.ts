import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull(),
  rank: integer('rank').notNull().default(100),
});

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    code: varchar('code', { length: 10 }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    unique('states_country_code_uq').on(t.countryId, t.code),
    index('states_country_idx').on(t.countryId),
  ],
);

export const customerTypes = pgTable('customer_types', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull(),
});

/** Statuses of job orders, sales orders, price quotes and invoices (spec §3 Status lists; §4). */
export const entityStatuses = pgTable(
  'entity_statuses',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    code: varchar('code', { length: 40 }).notNull(),
    name: text('name').notNull(),
    nameFr: text('name_fr').notNull(),
    /** The tab an order in this status is listed under (spec §4: new, processing, closed). */
    listGroup: varchar('list_group', { length: 20 }).notNull(),
    isClosed: boolean('is_closed').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    rank: integer('rank').notNull(),
  },
  (t) => [
    unique('entity_statuses_kind_code_uq').on(t.kind, t.code),
    index('entity_statuses_kind_idx').on(t.kind, t.rank),
  ],
);

/** Service types a job order is approved with, and that group job services (spec §4, §7 job-services). */
export const serviceTypes = pgTable('service_types', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull(),
  rank: integer('rank').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** The estimate screen groups service types (spec §3 Estimate data: serviceTypeGroups). */
  groupCode: varchar('group_code', { length: 40 }).notNull().default('OTHER'),
  /** Bench labour an estimate starts from for this service. */
  basePrice: numeric('base_price', { precision: 14, scale: 2 }).notNull().default('0'),
});
