import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { countries, customerTypes, states } from '../reference/tables';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    accountNumber: varchar('account_number', { length: 20 }).notNull().unique(),
    name: text('name').notNull(),
    customerTypeId: integer('customer_type_id').references(() => customerTypes.id),
    email: text('email'),
    accountingEmail: text('accounting_email'),
    phone: text('phone'),
    website: text('website'),
    taxId: text('tax_id'),
    isTaxExempt: boolean('is_tax_exempt').notNull().default(false),
    creditLimit: numeric('credit_limit', { precision: 14, scale: 2 }).notNull().default('0'),
    currencyCode: varchar('currency_code', { length: 3 }).notNull().default('USD'),
    /** AUTO: the cart decides the order type; QUOTE: every submission becomes a price quote first. */
    orderSubmission: varchar('order_submission', { length: 10 }).notNull().default('AUTO'),
    /** Orders are refused while the account is on credit hold. */
    isOnCreditHold: boolean('is_on_credit_hold').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Listed on the storefront's "find an authorised partner" page (Customers/getDealersForCountry). */
    isAuthorizedPartner: boolean('is_authorized_partner').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customers_type_idx').on(t.customerTypeId), index('customers_name_idx').on(t.name)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** billing, shipping or sell_to */
    kind: varchar('kind', { length: 10 }).notNull(),
    name: text('name'),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    zip: varchar('zip', { length: 20 }),
    stateId: integer('state_id').references(() => states.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_customer_idx').on(t.customerId, t.kind),
    index('addresses_state_idx').on(t.stateId),
    index('addresses_country_idx').on(t.countryId),
  ],
);

export const contactPersons = pgTable(
  'contact_persons',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    title: text('title'),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [index('contact_persons_customer_idx').on(t.customerId)],
);
