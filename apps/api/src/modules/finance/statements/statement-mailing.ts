import type { Language } from '@portal/shared/platform/language';
import { and, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Services } from '../../../platform/request-context';
import { customers } from '../../customers/tables';
import { userCustomers, users } from '../../users/tables';
import { moneyNumber } from '../money';
import { ledgerEntries } from '../tables';
import { monthBounds, previousMonth } from './statement-data';
import { statementMonthName } from './statement-pdf';
import { statementMailings } from './tables';

/** Customers are mailed this many at a time, each batch in its own transaction: memory stays that of one batch. */
const BATCH = 500;

const WORDS = {
  en: {
    subject: (month: string) => `Your statement for ${month}`,
    hello: 'Hello',
    body: (month: string, customer: string) => `The statement of ${customer} for ${month} is ready.`,
    closing: 'Closing balance:',
    open: 'Open it in the portal:',
  },
  fr: {
    subject: (month: string) => `Votre relevé de compte de ${month}`,
    hello: 'Bonjour',
    body: (month: string, customer: string) => `Le relevé de compte de ${customer} pour ${month} est prêt.`,
    closing: 'Solde de clôture :',
    open: 'Consultez-le dans le portail :',
  },
} as const;

/**
 * The customers with a statement for the month: any ledger entry in the month, or a balance still owed or credited at
 * its end. One grouped pass over the ledger, in customer order from `afterId` on.
 */
async function customersWithActivity(db: Db, month: string, afterId: number): Promise<number[]> {
  const { start, end } = monthBounds(month);
  const rows = await db
    .select({ customerId: ledgerEntries.customerId })
    .from(ledgerEntries)
    .where(
      and(
        sql`${ledgerEntries.customerId} > ${afterId}`,
        lt(ledgerEntries.postedAt, sql`${`${end}T00:00:00Z`}::timestamptz`),
      ),
    )
    .groupBy(ledgerEntries.customerId)
    .having(
      or(
        sql`sum(${ledgerEntries.invoiceChange} - ${ledgerEntries.creditChange}) <> 0`,
        sql`bool_or(${ledgerEntries.postedAt} >= ${`${start}T00:00:00Z`}::timestamptz)`,
      ),
    )
    .orderBy(ledgerEntries.customerId)
    .limit(BATCH);
  return rows.map((r) => r.customerId);
}

/**
 * The month's statement mails of a batch of customers, in one transaction: the customers not yet mailed for the month
 * are marked (statement_mailings), and each of their active portal users gets a mail in the user's language with the
 * closing balance and a link to the statement. A second run finds them marked and mails no one.
 */
async function mailBatch(services: Services, month: string, customerIds: number[]): Promise<number> {
  const { end } = monthBounds(month);
  return services.db.transaction(async (tx) => {
    const marked = await tx
      .insert(statementMailings)
      .values(customerIds.map((customerId) => ({ customerId, month: `${month}-01` })))
      .onConflictDoNothing()
      .returning({ customerId: statementMailings.customerId });
    if (marked.length === 0) return 0;
    const ids = marked.map((m) => m.customerId);
    const [balances, readers] = await Promise.all([
      tx
        .select({
          customerId: ledgerEntries.customerId,
          balance: sql<string>`sum(${ledgerEntries.invoiceChange} - ${ledgerEntries.creditChange})::text`,
        })
        .from(ledgerEntries)
        .where(
          and(
            inArray(ledgerEntries.customerId, ids),
            lt(ledgerEntries.postedAt, sql`${`${end}T00:00:00Z`}::timestamptz`),
          ),
        )
        .groupBy(ledgerEntries.customerId),
      tx
        .select({
          customerId: userCustomers.customerId,
          customerName: customers.name,
          currencyCode: customers.currencyCode,
          email: users.email,
          firstName: users.firstName,
          language: users.language,
        })
        .from(userCustomers)
        .innerJoin(users, eq(users.id, userCustomers.userId))
        .innerJoin(customers, eq(customers.id, userCustomers.customerId))
        .where(
          and(inArray(userCustomers.customerId, ids), eq(users.status, 'active'), ne(users.kind, 'staff')),
        ),
    ]);
    const balanceOf = new Map(balances.map((b) => [b.customerId, moneyNumber(b.balance)]));
    for (const reader of readers) {
      const language: Language = reader.language === 'fr' ? 'fr' : 'en';
      const w = WORDS[language];
      const monthName = statementMonthName(month, language);
      const amount = new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-US', {
        style: 'currency',
        currency: reader.currencyCode,
      }).format(balanceOf.get(reader.customerId) ?? 0);
      const url = `${services.publicOrigin()}${language === 'fr' ? '/fr' : ''}/backoffice/financial/statements`;
      await services.mailer.send(tx, {
        to: reader.email,
        subject: w.subject(monthName),
        text: [
          `${w.hello} ${reader.firstName},`,
          '',
          w.body(monthName, reader.customerName),
          `${w.closing} ${amount}`,
          '',
          `${w.open} ${url}`,
          '',
        ].join('\n'),
      });
    }
    return ids.length;
  });
}

/**
 * The monthly statements job's work (first of the month): every customer with activity in the month before `now`
 * gets its statement mailed, once. Answers how many customers were mailed in this run.
 */
export async function mailMonthlyStatements(
  services: Services,
  now: Date,
): Promise<{ month: string; mailed: number }> {
  const month = previousMonth(now);
  let mailed = 0;
  for (let afterId = 0; ;) {
    const batch = await customersWithActivity(services.db, month, afterId);
    if (batch.length === 0) break;
    mailed += await mailBatch(services, month, batch);
    afterId = batch.at(-1)!;
  }
  return { month, mailed };
}
