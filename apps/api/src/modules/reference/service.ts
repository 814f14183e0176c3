import type { EntityStatusKind } from '@portal/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, entityStatuses, serviceTypes, states } from './tables';
import { companies, formatSettings, hardcodedSettings } from '../settings/tables';
import { notFound } from '../../platform/errors';
import { localName } from '../../platform/language';
import { placeCodes } from './place-codes';
import { OWNER_COMPANY_CODE } from '@portal/shared';
import type { Language } from '@portal/shared/platform/language';

export async function getCountries(db: Db, language: Language) {
  const rows = await db.select().from(countries).orderBy(asc(countries.rank), asc(countries.name));
  return rows.map((c) => ({ id: c.id, code: c.code, name: localName(language, c) }));
}

export async function getStates(db: Db, countryId: number) {
  const rows = await db
    .select()
    .from(states)
    .where(eq(states.countryId, countryId))
    .orderBy(asc(states.name));
  return rows.map((s) => ({ id: s.id, code: s.code, name: s.name, parentID: s.countryId }));
}

/** The statuses of one kind, in workflow order; `closed` narrows to the open or the closed ones (quotes). */
async function listStatuses(db: Db, language: Language, kind: EntityStatusKind, closed?: boolean) {
  const where =
    closed === undefined
      ? eq(entityStatuses.kind, kind)
      : and(eq(entityStatuses.kind, kind), eq(entityStatuses.isClosed, closed));
  const rows = await db.select().from(entityStatuses).where(where).orderBy(asc(entityStatuses.rank));
  return rows.map((s) => ({
    id: s.id,
    code: s.code,
    name: localName(language, s),
    isClosed: s.isClosed,
    rank: s.rank,
  }));
}

/** GET /EntityStatus/ClosedPriceQuoteStatuses: the statuses of a closed price quote. */
export const getClosedPriceQuoteStatuses = (db: Db, language: Language) =>
  listStatuses(db, language, 'PRICE_QUOTE', true);

/** GET /EntityStatus/OpenPriceQuoteStatuses: the statuses of an open price quote. */
export const getOpenPriceQuoteStatuses = (db: Db, language: Language) =>
  listStatuses(db, language, 'PRICE_QUOTE', false);

/** GET /EntityStatus/invoiceStatuses: the statuses of an invoice. */
export const getInvoiceStatuses = (db: Db, language: Language) => listStatuses(db, language, 'INVOICE');

/** GET /EntityStatus/SalesOrder: the statuses of a sales order. */
export const getSalesOrderStatuses = (db: Db, language: Language) =>
  listStatuses(db, language, 'SALES_ORDER');

/** GET /EntityStatus/JobOrder: the statuses of a job order. */
export const getJobOrderStatuses = (db: Db, language: Language) => listStatuses(db, language, 'JOB_ORDER');

export async function getServiceTypes(db: Db, language: Language) {
  const rows = await db
    .select()
    .from(serviceTypes)
    .where(eq(serviceTypes.isActive, true))
    .orderBy(asc(serviceTypes.rank));
  return rows.map((s) => ({
    id: s.id,
    code: s.code,
    name: localName(language, s),
    isClosed: false,
    rank: s.rank,
  }));
}

export async function getFormatSettings(db: Db) {
  return db
    .select({ name: formatSettings.name, value: formatSettings.value })
    .from(formatSettings)
    .orderBy(asc(formatSettings.name));
}

export async function getHardcodedSettings(db: Db) {
  return db
    .select({ code: hardcodedSettings.code, val_Str: hardcodedSettings.valStr })
    .from(hardcodedSettings)
    .orderBy(asc(hardcodedSettings.code));
}

/** The owner company, the one the hardcoded setting OWNER_COMPANY_CODE names (spec §6). */
export async function ownerCompany(db: Db) {
  const [setting] = await db
    .select()
    .from(hardcodedSettings)
    .where(eq(hardcodedSettings.code, OWNER_COMPANY_CODE));
  const [company] = setting?.valStr
    ? await db.select().from(companies).where(eq(companies.code, setting.valStr))
    : [];
  if (!company) throw notFound('The owner company');
  const { id: _id, ...details } = company;
  return { ...details, ...(await placeCodes(db, company.countryName, company.stateName)) };
}

/** GET /CPCompanyDetails: the owner company's details. */
export const getCompanyDetails = (db: Db) => ownerCompany(db);
