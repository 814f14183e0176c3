import type { Language } from '@portal/shared/platform/language';
import { and, asc, eq, exists, gte, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Services } from '../../platform/request-context';
import { userCustomers, users } from '../users/tables';
import { addDays, invoiceMemoItems } from './memo-invoicing';
import { lockOutItems, type MemoRow } from './memo-records';
import { memoItems, memos } from './tables';

/** How many days before its due date a memo's customer is reminded of the pieces still out. */
export const MEMO_REMINDER_DAYS = 3;

const SYSTEM = { userId: null, impersonatorId: null };

const hasOutItems = (services: Services) =>
  exists(
    services.db
      .select({ one: sql`1` })
      .from(memoItems)
      .where(and(eq(memoItems.memoId, memos.id), eq(memoItems.status, 'out'))),
  );

/**
 * The pieces neither returned nor kept by their memo's due date are invoiced, one invoice per memo, each memo in its
 * own transaction. The pieces are taken under their row locks while still out, as a keep takes them, so a keep racing
 * this never gets the same piece invoiced twice: whichever comes second finds it no longer out.
 */
export async function invoiceOverdueMemos(services: Services, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const due = await services.db
    .select({ id: memos.id })
    .from(memos)
    .where(and(lt(memos.dueDate, today), hasOutItems(services)))
    .orderBy(asc(memos.id));
  let invoiced = 0;
  for (const { id } of due)
    invoiced += await services.db.transaction(async (tx) => {
      const [memo] = await tx.select().from(memos).where(eq(memos.id, id));
      const items = await lockOutItems(tx, id);
      if (items.length === 0) return 0;
      await invoiceMemoItems(tx, SYSTEM, memo!, items, 'invoiced', today, now);
      return items.length;
    });
  return invoiced;
}

const WORDS = {
  en: {
    subject: (code: string, due: string) => `${code}: pieces on memo due ${due}`,
    hello: 'Hello',
    body: (code: string, due: string, count: number) =>
      `${count} piece(s) of memo ${code} are still with you. Return or keep them by ${due}; what is neither returned nor kept then is invoiced.`,
    open: 'Choose in the portal:',
  },
  fr: {
    subject: (code: string, due: string) => `${code} : pièces confiées à rendre le ${due}`,
    hello: 'Bonjour',
    body: (code: string, due: string, count: number) =>
      `${count} pièce(s) du confié ${code} sont encore chez vous. Rendez-les ou gardez-les d’ici le ${due} ; ce qui n’est ni rendu ni gardé à cette date est facturé.`,
    open: 'Choisissez dans le portail :',
  },
} as const;

/** The reminder of one memo to the active portal users of its customer, each in their language. */
async function remind(services: Services, tx: Services['db'], memo: MemoRow, pieces: number) {
  const readers = await tx
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(userCustomers)
    .innerJoin(users, eq(users.id, userCustomers.userId))
    .where(
      and(eq(userCustomers.customerId, memo.customerId), eq(users.status, 'active'), ne(users.kind, 'staff')),
    );
  for (const reader of readers) {
    const language: Language = reader.language === 'fr' ? 'fr' : 'en';
    const w = WORDS[language];
    const due = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-US', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${memo.dueDate}T00:00:00Z`));
    const url = `${services.publicOrigin()}${language === 'fr' ? '/fr' : ''}/backoffice/memo`;
    await services.mailer.send(tx, {
      to: reader.email,
      subject: w.subject(memo.code, due),
      text: [
        `${w.hello} ${reader.firstName},`,
        '',
        w.body(memo.code, due, pieces),
        '',
        `${w.open} ${url}`,
        '',
      ].join('\n'),
    });
  }
}

/**
 * Reminders before the due date: each memo due within MEMO_REMINDER_DAYS with pieces still out is reminded once (the
 * mark and the mails in one transaction; a second run finds the mark).
 */
export async function remindMemosDue(services: Services, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const soon = await services.db
    .select({ id: memos.id })
    .from(memos)
    .where(
      and(
        isNull(memos.remindedAt),
        gte(memos.dueDate, today),
        lte(memos.dueDate, addDays(today, MEMO_REMINDER_DAYS)),
        hasOutItems(services),
      ),
    );
  let reminded = 0;
  for (const { id } of soon)
    reminded += await services.db.transaction(async (tx) => {
      const [memo] = await tx
        .update(memos)
        .set({ remindedAt: now })
        .where(and(eq(memos.id, id), isNull(memos.remindedAt)))
        .returning();
      if (!memo) return 0;
      const [out] = await tx
        .select({ pieces: sql<number>`coalesce(sum(${memoItems.quantity}), 0)::int` })
        .from(memoItems)
        .where(and(eq(memoItems.memoId, id), eq(memoItems.status, 'out')));
      await remind(services, tx, memo, out!.pieces);
      return 1;
    });
  return reminded;
}

/** The daily memo job's work: invoice what is overdue, then remind what falls due soon. */
export async function runMemoDay(services: Services, now: Date) {
  return {
    invoiced: await invoiceOverdueMemos(services, now),
    reminded: await remindMemosDue(services, now),
  };
}
