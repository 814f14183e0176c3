import type {
  createDecedentBody,
  Decedent,
  DecedentFilters,
  decedentFields,
} from '@portal/shared/decedents/schemas';
import type { Paged } from '@portal/shared';
import type { Language } from '@portal/shared/platform/language';
import { and, asc, count, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { customers } from '../customers/tables';
import { decedents, fingerprints } from './tables';
import { customerTypes } from '../reference/tables';
import { recordAudit } from '../../platform/audit';
import { AppError, invalid, notFound } from '../../platform/errors';
import { translateMessage } from '../../platform/messages';
import { pageWindow, paginated } from '../../platform/paging';
import { assertCustomerAccess, customerCondition, isStaff, type Scope } from '../../platform/scope';

type Fields = z.output<typeof decedentFields>;
type NewDecedent = z.output<typeof createDecedentBody>;

/** Decedent records are kept for funeral homes (customer type FUNERAL_HOME). */
export const FUNERAL_HOME = 'FUNERAL_HOME';

const NOT_A_FUNERAL_HOME = 'Decedent records are kept for funeral homes only.';

/** `%text%` for an ILIKE, with the pattern characters of the text taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const printCount = sql<number>`(select count(*) from ${fingerprints} where ${fingerprints.decedentId} = ${decedents.id})::int`;

const columns = {
  row: decedents,
  customerName: customers.name,
  accountNumber: customers.accountNumber,
  fingerprintCount: printCount,
};

type Row = {
  row: typeof decedents.$inferSelect;
  customerName: string;
  accountNumber: string;
  fingerprintCount: number;
};

function decedentOf({ row, customerName, accountNumber, fingerprintCount }: Row): Decedent {
  return {
    id: row.id,
    customerId: row.customerId,
    customerName,
    accountNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`,
    dateOfBirth: row.dateOfBirth,
    dateOfDeath: row.dateOfDeath,
    referenceNumber: row.referenceNumber,
    notes: row.notes,
    archived: row.archivedAt !== null,
    fingerprintCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function listConditions(scope: Scope, filters: DecedentFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    customerCondition(scope, decedents.customerId, filters.customerId),
  ];
  if (!filters.includeArchived) conditions.push(isNull(decedents.archivedAt));
  if (filters.name) {
    // Each word of the search matches the first or the last name ("marie dub" finds Marie Dubois).
    for (const word of filters.name.split(/\s+/).filter(Boolean)) {
      const pattern = containsPattern(word);
      conditions.push(or(ilike(decedents.firstName, pattern), ilike(decedents.lastName, pattern)));
    }
  }
  if (filters.referenceNumber)
    conditions.push(ilike(decedents.referenceNumber, containsPattern(filters.referenceNumber)));
  if (filters.dateOfDeathFrom) conditions.push(gte(decedents.dateOfDeath, filters.dateOfDeathFrom));
  if (filters.dateOfDeathTo) conditions.push(lte(decedents.dateOfDeath, filters.dateOfDeathTo));
  if (filters.dateOfBirthFrom) conditions.push(gte(decedents.dateOfBirth, filters.dateOfBirthFrom));
  if (filters.dateOfBirthTo) conditions.push(lte(decedents.dateOfBirth, filters.dateOfBirthTo));
  if (filters.withFingerprints) conditions.push(sql`${printCount} > 0`);
  return and(...conditions);
}

/** GET /decedents: a page of the caller's decedents by last name; staff see every funeral home's, or one's. */
export async function getDecedents(
  db: Db,
  scope: Scope,
  query: { pageNo: number; pageSize: number; filters: DecedentFilters },
): Promise<Paged<Decedent>> {
  const where = listConditions(scope, query.filters);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(decedents).where(where);
  const { limit, offset } = pageWindow(query);
  const rows =
    offset >= total
      ? []
      : await db
          .select(columns)
          .from(decedents)
          .innerJoin(customers, eq(customers.id, decedents.customerId))
          .where(where)
          .orderBy(asc(decedents.lastName), asc(decedents.firstName), asc(decedents.id))
          .limit(limit)
          .offset(offset);
  return paginated(rows.map(decedentOf), total, query);
}

/** A decedent the caller may see; another customer's is reported as missing. */
export async function getDecedent(db: Db, scope: Scope, id: number): Promise<Decedent> {
  const [row] = await db
    .select(columns)
    .from(decedents)
    .innerJoin(customers, eq(customers.id, decedents.customerId))
    .where(eq(decedents.id, id));
  if (!row) throw notFound('The decedent');
  assertCustomerAccess(scope, row.row.customerId, 'The decedent');
  return decedentOf(row);
}

async function isFuneralHome(db: Db, customerId: number) {
  const [row] = await db
    .select({ code: customerTypes.code, isActive: customers.isActive })
    .from(customers)
    .innerJoin(customerTypes, eq(customerTypes.id, customers.customerTypeId))
    .where(eq(customers.id, customerId));
  return row !== undefined && row.isActive && row.code === FUNERAL_HOME;
}

/** The funeral home a new decedent belongs to: the one staff name, or the caller's active customer. */
async function ownerOf(db: Db, scope: Scope, requested: number | undefined, language: Language) {
  if (isStaff(scope)) {
    if (!requested) throw invalid('customerId', 'Choose the funeral home');
    if (!(await isFuneralHome(db, requested)))
      throw invalid('customerId', translateMessage(language, NOT_A_FUNERAL_HOME));
    return requested;
  }
  if (!scope.customerId || !(await isFuneralHome(db, scope.customerId)))
    throw new AppError('FORBIDDEN', translateMessage(language, NOT_A_FUNERAL_HOME));
  return scope.customerId;
}

const stored = (fields: Fields) => ({
  firstName: fields.firstName,
  lastName: fields.lastName,
  dateOfBirth: fields.dateOfBirth ?? null,
  dateOfDeath: fields.dateOfDeath ?? null,
  referenceNumber: fields.referenceNumber ?? null,
  notes: fields.notes ?? null,
});

/** POST /decedents. */
export async function createDecedent(db: Db, scope: Scope, input: NewDecedent, language: Language) {
  const customerId = await ownerOf(db, scope, input.customerId, language);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(decedents)
      .values({ customerId, ...stored(input), createdBy: scope.userId })
      .returning({ id: decedents.id });
    await recordAudit(tx, scope, { action: 'decedent.create', entityType: 'decedent', entityId: row!.id });
    return row!.id;
  });
  return getDecedent(db, scope, id);
}

/** PUT /decedents/{id}. */
export async function updateDecedent(db: Db, scope: Scope, id: number, input: Fields) {
  await getDecedent(db, scope, id);
  await db.transaction(async (tx) => {
    await tx
      .update(decedents)
      .set({ ...stored(input), updatedAt: new Date() })
      .where(eq(decedents.id, id));
    await recordAudit(tx, scope, { action: 'decedent.update', entityType: 'decedent', entityId: id });
  });
  return getDecedent(db, scope, id);
}

/** POST /decedents/{id}/archive. */
export async function archiveDecedent(db: Db, scope: Scope, id: number, archived: boolean) {
  await getDecedent(db, scope, id);
  await db.transaction(async (tx) => {
    await tx
      .update(decedents)
      .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
      .where(eq(decedents.id, id));
    await recordAudit(tx, scope, {
      action: archived ? 'decedent.archive' : 'decedent.restore',
      entityType: 'decedent',
      entityId: id,
    });
  });
  return getDecedent(db, scope, id);
}
