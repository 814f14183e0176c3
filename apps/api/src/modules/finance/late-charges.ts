// Late charges: once a month, every invoice past its due date gets a line of its customer's monthly percentage of
// what it still owes, rounded half away from zero to the cent. The (invoice, month) key of late_charges, written in
// the invoice's locked transaction, makes a second run of the same month add nothing.
import { divide, micros, multiply, roundTo, toFixedString } from '@portal/shared/platform/decimal';
import type { Language } from '@portal/shared/platform/language';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ScheduledJob } from '../../platform/scheduled-jobs';
import { monthly } from '../../platform/scheduled-jobs';
import { chargeInvoice } from './ledger/invoices';
import { invoices, lateCharges } from './tables';

/** The system posts late charges: no user, no impersonator. */
const SYSTEM = { userId: null, impersonatorId: null };

/** A month's charge on a balance at a percentage: exact decimals, rounded to the cent. */
export const lateChargeOf = (balance: string, percent: string) =>
  roundTo(divide(multiply(micros(balance), micros(percent)), micros('100')), 2);

/** The overdue invoices of customers with a late charge, not yet charged for this month. */
async function dueInvoices(db: Db, month: string, today: string) {
  const result = (await db.execute(sql`
    select i.id, t.late_charge_percent::text as percent from invoices i
    join customer_trade_terms t on t.customer_id = i.customer_id and t.late_charge_percent > 0
    where i.balance > 0 and i.due_date < ${today}::date
      and not exists (select 1 from late_charges l where l.invoice_id = i.id and l.month = ${month})
    order by i.id`)) as unknown as { rows: { id: string | number; percent: string }[] };
  return result.rows.map((r) => ({ id: Number(r.id), percent: r.percent }));
}

/** One invoice's charge for the month, in its own transaction with the invoice locked; answers the amount or null. */
async function chargeOne(db: Db, invoiceId: number, percent: string, month: string, today: string) {
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!invoice || !invoice.dueDate || invoice.dueDate >= today) return null;
    const [done] = await tx
      .select({ month: lateCharges.month })
      .from(lateCharges)
      .where(and(eq(lateCharges.invoiceId, invoiceId), eq(lateCharges.month, month)));
    if (done) return null;
    const charge = lateChargeOf(invoice.balance, percent);
    if (charge <= 0n) return null;
    const amount = toFixedString(charge);
    const line = await chargeInvoice(tx, SYSTEM, invoiceId, {
      code: 'LATE',
      // Stored in English for readers of the raw line; screens and PDFs word it in their language (lateChargeWordsOf).
      description: lateChargeWords(
        { month, percent, overdueBalance: invoice.balance },
        invoice.currencyCode,
        'en',
      ),
      quantity: '1',
      unitPrice: amount,
    });
    await tx.insert(lateCharges).values({
      invoiceId,
      month,
      invoiceLineId: line.id,
      amount,
      percent,
      overdueBalance: invoice.balance,
    });
    return amount;
  });
}

// The locales of the other invoice words (metal-invoice-lines.ts).
const monthNames = { en: 'en-US', fr: 'fr-FR' } as const;

/** A late charge's line as the reader reads it: the month, the percentage and the overdue balance in their language. */
export function lateChargeWords(
  charge: { month: string; percent: string; overdueBalance: string },
  currencyCode: string,
  language: Language,
): string {
  const locale = monthNames[language];
  const month = new Date(`${charge.month}-01T00:00:00Z`).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(Number(charge.percent));
  const balance = new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode }).format(
    Number(charge.overdueBalance),
  );
  return language === 'fr'
    ? `Frais de retard de ${month} : ${percent} % de ${balance} en retard`
    : `Late charge for ${month}: ${percent}% of ${balance} overdue`;
}

/** The words of the late-charge lines among `lines`, by invoice line id (lines charged before they were kept: none). */
export async function lateChargeWordsOf(
  db: Db,
  lines: readonly { id: number; invoiceId: number; code: string | null }[],
  language: Language,
  currencyOf: (invoiceId: number) => string,
): Promise<Map<number, string>> {
  const ids = lines.filter((l) => l.code === 'LATE').map((l) => l.id);
  if (ids.length === 0) return new Map();
  const charges = await db.select().from(lateCharges).where(inArray(lateCharges.invoiceLineId, ids));
  return new Map(
    charges.flatMap((c) =>
      c.percent === null || c.overdueBalance === null
        ? []
        : [
            [
              c.invoiceLineId,
              lateChargeWords(
                { month: c.month, percent: c.percent, overdueBalance: c.overdueBalance },
                currencyOf(c.invoiceId),
                language,
              ),
            ] as const,
          ],
    ),
  );
}

/** The month's late charges (the scheduled job's run, and tests with a chosen `now`). */
export async function addLateCharges(db: Db, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const month = today.slice(0, 7);
  let charged = 0;
  for (const invoice of await dueInvoices(db, month, today))
    if (await chargeOne(db, invoice.id, invoice.percent, month, today)) charged += 1;
  return { month, charged };
}

/** Posted on the first day of each month, in the night (platform/scheduled-jobs.ts runs one instance at a time). */
export const lateChargesJob: ScheduledJob = {
  name: 'late-charges',
  isDue: monthly(2),
  // One transaction per invoice: even many thousands finish well within the half hour.
  leaseMs: 30 * 60_000,
  run: (services, now) => addLateCharges(services.db, now),
};
