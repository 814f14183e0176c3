import { boolean, index, integer, numeric, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { countries, customerTypes, states } from '../reference/tables';

/** spec §3 Shipping method: code and value (the name shown). */
export const shippingMethods = pgTable('shipping_methods', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull(),
  carrier: text('carrier'),
  transitDays: integer('transit_days'),
  rank: integer('rank').notNull().default(100),
  isActive: boolean('is_active').notNull().default(true),
});

/**
 * What a method costs where: a zone (a country, or one of its states; null for anywhere), a weight band in grams and a
 * largest parcel side in cm. The most specific matching zone wins.
 */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: serial('id').primaryKey(),
    methodId: integer('method_id')
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    countryId: integer('country_id').references(() => countries.id),
    stateId: integer('state_id').references(() => states.id),
    minWeightGrams: integer('min_weight_grams').notNull().default(0),
    maxWeightGrams: integer('max_weight_grams'),
    maxSizeCm: integer('max_size_cm'),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    freeAboveSubtotal: numeric('free_above_subtotal', { precision: 14, scale: 2 }),
  },
  (t) => [
    index('shipping_rates_method_idx').on(t.methodId),
    index('shipping_rates_zone_idx').on(t.countryId, t.stateId),
  ],
);

/** Extra questions of an incoming order (rush, needed-by date...), optionally for one customer type only. */
export const orderAttributeDefinitions = pgTable('order_attribute_definitions', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: text('name').notNull(),
  nameFr: text('name_fr').notNull(),
  /** text, boolean, date, number */
  valueType: varchar('value_type', { length: 10 }).notNull(),
  isRequired: boolean('is_required').notNull().default(false),
  customerTypeId: integer('customer_type_id').references(() => customerTypes.id),
  rank: integer('rank').notNull().default(100),
  /** False: checkout asks it no more (a question retired); past orders keep their answers. */
  isAsked: boolean('is_asked').notNull().default(true),
});
