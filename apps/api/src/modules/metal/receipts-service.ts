import type { createCustomerMetalReceiptSchemas } from '@portal/shared/metal/create-customer-metal-receipt';
import type { listCustomerMetalReceiptsSchemas } from '@portal/shared/metal/list-customer-metal-receipts';
import type { CustomerMetalReceiptRow } from '@portal/shared/metal/receipt-schemas';
import type { ReceiptAlloy } from '@portal/shared/metal/get-receipt-alloys';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import type { Paged } from '@portal/shared';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import { localName } from '../../platform/language';
import { paginated, pageWindow } from '../../platform/paging';
import { customerCondition, type Scope } from '../../platform/scope';
import { masterAlloys, metalFixings } from '../catalog/tables';
import { customers } from '../customers/tables';
import { customerCredits } from '../finance/tables';
import { users } from '../users/tables';
import { actorOf, issueCredit, toCents } from '../finance/public';
import { customerMetalReceipts } from './tables';
import { scrapCredit } from './scrap-credit';
import { gramsNumber } from './weights';

async function readReceipts(
  db: Db,
  where: SQL | undefined,
  language: Language,
  limit: number,
  offset: number,
) {
  const rows = await db
    .select({
      receipt: customerMetalReceipts,
      customerName: customers.name,
      alloyName: masterAlloys.name,
      alloyNameFr: masterAlloys.nameFr,
      fixingDate: metalFixings.fixingDate,
      fixingSession: metalFixings.session,
      fixingSource: metalFixings.source,
      creditNumber: customerCredits.code,
      currencyCode: customerCredits.currencyCode,
      testerFirstName: users.firstName,
      testerLastName: users.lastName,
    })
    .from(customerMetalReceipts)
    .innerJoin(customers, eq(customers.id, customerMetalReceipts.customerId))
    .innerJoin(masterAlloys, eq(masterAlloys.id, customerMetalReceipts.masterAlloyId))
    .innerJoin(metalFixings, eq(metalFixings.id, customerMetalReceipts.fixingId))
    .innerJoin(customerCredits, eq(customerCredits.id, customerMetalReceipts.creditId))
    .innerJoin(users, eq(users.id, customerMetalReceipts.testedByUserId))
    .where(where)
    .orderBy(desc(customerMetalReceipts.receivedAt), desc(customerMetalReceipts.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ receipt: r, ...row }): CustomerMetalReceiptRow => ({
    id: r.id,
    customerId: r.customerId,
    customerName: row.customerName,
    masterAlloyId: r.masterAlloyId,
    masterAlloyName: localName(language, { name: row.alloyName, nameFr: row.alloyNameFr }),
    grams: gramsNumber(r.grams),
    fineness: Number(r.fineness),
    fineOunces: Number(
      scrapCredit({ grams: r.grams, fineness: r.fineness, pricePerOunce: '0', refiningChargePercent: '0' })
        .fineOunces,
    ),
    fixing: { id: r.fixingId, date: row.fixingDate, session: row.fixingSession, source: row.fixingSource },
    pricePerOunce: Number(r.pricePerOunce),
    refiningChargePercent: Number(r.refiningChargePercent),
    amount: Number(r.amount),
    currencyCode: row.currencyCode,
    creditId: r.creditId,
    creditNumber: row.creditNumber,
    note: r.note,
    receivedAt: r.receivedAt.toISOString(),
    testedByName: `${row.testerFirstName} ${row.testerLastName}`.trim(),
  }));
}

/** GET /customer-metal-receipts: newest first; a portal user reads only its active customer's. */
export async function listCustomerMetalReceipts(
  db: Db,
  scope: Scope,
  query: ParsedBy<typeof listCustomerMetalReceiptsSchemas>['query'],
  language: Language,
): Promise<Paged<CustomerMetalReceiptRow>> {
  const where = customerCondition(scope, customerMetalReceipts.customerId, query.customerId);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customerMetalReceipts)
    .where(where);
  const { limit, offset } = pageWindow(query);
  return paginated(await readReceipts(db, where, language, limit, offset), count!.n, query);
}

/**
 * POST /customer-metal-receipts: the receipt and its scrap_metal credit (through the ledger, so that it is usable on
 * invoices like any credit) in one transaction, at the master alloy's current fixing; audited.
 */
export async function createCustomerMetalReceipt(
  db: Db,
  scope: Scope,
  input: ParsedBy<typeof createCustomerMetalReceiptSchemas>['body'],
  language: Language,
  today: string,
): Promise<CustomerMetalReceiptRow> {
  const id = await db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id, currencyCode: customers.currencyCode })
      .from(customers)
      .where(eq(customers.id, input.customerId));
    if (!customer) throw notFound('The customer');
    const [alloy] = await tx
      .select({
        id: masterAlloys.id,
        code: masterAlloys.code,
        refiningChargePercent: masterAlloys.refiningChargePercent,
        fixingId: metalFixings.id,
        pricePerOunce: metalFixings.pricePerOunce,
        fixingDate: metalFixings.fixingDate,
        session: metalFixings.session,
      })
      .from(masterAlloys)
      .leftJoin(metalFixings, eq(metalFixings.id, masterAlloys.fixingId))
      .where(eq(masterAlloys.id, input.masterAlloyId));
    if (!alloy) throw notFound('The master alloy');
    if (!alloy.fixingId || !alloy.pricePerOunce)
      throw conflict(
        'This master alloy has no fixing: record the day’s fixing before crediting metal received',
      );
    const { amount } = scrapCredit({
      grams: input.grams,
      fineness: input.fineness,
      pricePerOunce: alloy.pricePerOunce,
      refiningChargePercent: alloy.refiningChargePercent,
    });
    const cents = toCents(amount);
    if (cents <= 0n) throw conflict('This metal is worth less than a cent: nothing to credit');
    const credit = await issueCredit(tx, actorOf(scope), {
      customerId: customer.id,
      kind: 'scrap_metal',
      amount: cents,
      currencyCode: customer.currencyCode,
      creditDate: today,
      // The receipt's detail where the customer reads its credits: in figures, the same in both languages.
      reason: `${input.grams} g ${alloy.code}, ${input.fineness} — ${alloy.session} ${alloy.fixingDate}: ${alloy.pricePerOunce}/oz t, −${alloy.refiningChargePercent} %${input.note ? ` — ${input.note}` : ''}`,
    });
    const [receipt] = await tx
      .insert(customerMetalReceipts)
      .values({
        customerId: customer.id,
        masterAlloyId: alloy.id,
        grams: input.grams,
        fineness: input.fineness,
        fixingId: alloy.fixingId,
        pricePerOunce: alloy.pricePerOunce,
        refiningChargePercent: alloy.refiningChargePercent,
        amount,
        creditId: credit.id,
        note: input.note || null,
        testedByUserId: scope.userId,
      })
      .returning({ id: customerMetalReceipts.id });
    await recordAudit(tx, scope, {
      action: 'metal.receipt',
      entityType: 'customer_metal_receipt',
      entityId: receipt!.id,
      details: { customerId: customer.id, creditId: credit.id, amount, fixingId: alloy.fixingId },
    });
    return receipt!.id;
  });
  const [row] = await readReceipts(db, and(eq(customerMetalReceipts.id, id)), language, 1, 0);
  return row!;
}

/** GET /customer-metal-receipts/alloys: what the receipt form offers, with the fixing a receipt would use now. */
export async function getReceiptAlloys(db: Db, language: Language): Promise<ReceiptAlloy[]> {
  const rows = await db
    .select({ alloy: masterAlloys, fixing: metalFixings })
    .from(masterAlloys)
    .leftJoin(metalFixings, eq(metalFixings.id, masterAlloys.fixingId))
    .orderBy(masterAlloys.code);
  return rows.map(({ alloy, fixing }) => ({
    id: alloy.id,
    code: alloy.code,
    name: localName(language, alloy),
    refiningChargePercent: Number(alloy.refiningChargePercent),
    fixing: fixing
      ? {
          id: fixing.id,
          date: fixing.fixingDate,
          session: fixing.session,
          source: fixing.source,
          pricePerOunce: Number(fixing.pricePerOunce),
        }
      : null,
  }));
}
