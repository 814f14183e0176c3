import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addressesOf } from './customer-records';
import { addresses, contactPersons, customers } from './tables';
import { customerFinancialSettings } from '../finance/tables';
import { countries, customerTypes } from '../reference/tables';
import { userCustomers, users } from '../users/tables';
import type { getCustomersSchemas } from '@portal/shared/customers/get-customers';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { notFound } from '../../platform/errors';
import { localName } from '../../platform/language';
import { paginated, pageWindow } from '../../platform/paging';
import { customerCondition, isStaff, type Scope } from '../../platform/scope';
import { portalUsersOf } from '../users/public';

/** The customer a call is about: the active one for portal users; staff may name any (api-conventions). */
function targetCustomer(scope: Scope, requested?: number): number {
  if (isStaff(scope) && requested) return requested;
  if (!isStaff(scope) && requested && requested !== scope.customerId) throw notFound('The customer');
  if (!scope.customerId) throw notFound('The customer');
  return scope.customerId;
}

export async function getCustomerAddresses(db: Db, scope: Scope, requested?: number) {
  return addressesOf(db, targetCustomer(scope, requested));
}

export async function getContactPersons(db: Db, scope: Scope, requested?: number) {
  const customerId = targetCustomer(scope, requested);
  return db
    .select({
      id: contactPersons.id,
      firstName: contactPersons.firstName,
      lastName: contactPersons.lastName,
      email: contactPersons.email,
      phone: contactPersons.phone,
      title: contactPersons.title,
      isPrimary: contactPersons.isPrimary,
    })
    .from(contactPersons)
    .where(
      and(eq(contactPersons.customerId, customerId), customerCondition(scope, contactPersons.customerId)),
    )
    .orderBy(asc(contactPersons.id));
}

const activePortalUsers = sql<number>`(
  select count(*)::int from ${userCustomers} uc join ${users} u on u.id = uc.user_id
  where uc.customer_id = ${customers.id} and u.kind = 'customer' and u.status = 'active')`;

const customerColumns = {
  id: customers.id,
  accountNumber: customers.accountNumber,
  name: customers.name,
  customerTypeId: customers.customerTypeId,
  customerTypeName: customerTypes.name,
  customerTypeNameFr: customerTypes.nameFr,
  email: customers.email,
  phone: customers.phone,
  isActive: customers.isActive,
  activePortalUsers,
  primaryContact: sql<string | null>`(
    select cp.first_name || ' ' || cp.last_name from ${contactPersons} cp
    where cp.customer_id = ${customers.id} order by cp.is_primary desc, cp.id limit 1)`,
  billingPlace: sql<string | null>`(
    select a.city || ', ' || c.code from ${addresses} a join ${countries} c on c.id = a.country_id
    where a.customer_id = ${customers.id} and a.kind = 'billing' order by a.is_default desc, a.id limit 1)`,
  paymentTermsCode: customerFinancialSettings.paymentTermsCode,
  creditLimit: customers.creditLimit,
  currencyCode: customers.currencyCode,
  isOnCreditHold: customers.isOnCreditHold,
};

const flag = (value: unknown) =>
  value === true || value === 1 || value === '1' || value === 'true'
    ? true
    : value === false || value === 0 || value === '0' || value === 'false'
      ? false
      : undefined;

/**
 * GET /Customers (staff): paged, searched by name or account number, filtered (the `filters` JSON) by customer type,
 * active, with an active portal user and on credit hold.
 */
export async function getCustomers(
  db: Db,
  query: ParsedBy<typeof getCustomersSchemas>['query'],
  language: Language,
) {
  const conditions: (SQL | undefined)[] = [];
  const search = (
    query.search ?? (typeof query.filters.search === 'string' ? query.filters.search : '')
  ).trim();
  if (search)
    conditions.push(or(ilike(customers.name, `%${search}%`), ilike(customers.accountNumber, `%${search}%`)));
  if (typeof query.filters.customerTypeId === 'number')
    conditions.push(eq(customers.customerTypeId, query.filters.customerTypeId));
  const isActive = flag(query.filters.isActive);
  if (isActive !== undefined) conditions.push(eq(customers.isActive, isActive));
  const onHold = flag(query.filters.isOnCreditHold);
  if (onHold !== undefined) conditions.push(eq(customers.isOnCreditHold, onHold));
  const withUsers = flag(query.filters.hasActivePortalUser);
  if (withUsers !== undefined)
    conditions.push(withUsers ? sql`${activePortalUsers} > 0` : sql`${activePortalUsers} = 0`);
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(customerColumns)
      .from(customers)
      .leftJoin(customerTypes, eq(customerTypes.id, customers.customerTypeId))
      .leftJoin(customerFinancialSettings, eq(customerFinancialSettings.customerId, customers.id))
      .where(where)
      .orderBy(asc(customers.accountNumber))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  // The customer type is named in the reader's language, as GET /CustomerTypes names it.
  const items = rows.map(({ customerTypeNameFr, ...r }) => ({
    ...r,
    customerTypeName:
      r.customerTypeName === null
        ? null
        : localName(language, { name: r.customerTypeName, nameFr: customerTypeNameFr ?? r.customerTypeName }),
    creditLimit: Number(r.creditLimit),
  }));
  return paginated(items, total?.n ?? 0, query);
}

export async function getCustomerIdByAccountNumber(db: Db, accountNumber: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(sql`upper(${customers.accountNumber})`, accountNumber.toUpperCase()));
  if (!row) throw notFound('The customer');
  return row.id;
}

/** Customers that have at least one active portal user: the switch-user dialog lists them. */
export async function getCustomersWithActivePortalUser(db: Db) {
  return db
    .selectDistinct({ id: customers.id, accountNumber: customers.accountNumber, name: customers.name })
    .from(customers)
    .innerJoin(userCustomers, eq(userCustomers.customerId, customers.id))
    .innerJoin(
      users,
      and(eq(users.id, userCustomers.userId), eq(users.status, 'active'), eq(users.kind, 'customer')),
    )
    .where(eq(customers.isActive, true))
    .orderBy(asc(customers.accountNumber));
}

/** GET /CustomerTypes: the customer types, named in the caller's language. */
export async function getCustomerTypes(db: Db, language: Language) {
  const rows = await db.select().from(customerTypes).orderBy(asc(customerTypes.id));
  return rows.map((t) => ({ id: t.id, code: t.code, name: localName(language, t) }));
}

/** GET /User/getPortalUsersByCustomerId/{id}: the portal users of a customer with their roles. */
export const getPortalUsersByCustomer = (db: Db, scope: Scope, customerId: number) =>
  portalUsersOf(db, scope, customerId);

/** The credit limit an order is held against (trade credit's terms screen sets it with the other terms). */
export async function setCreditLimit(db: Db, customerId: number, creditLimit: string) {
  await db.update(customers).set({ creditLimit, updatedAt: new Date() }).where(eq(customers.id, customerId));
}
