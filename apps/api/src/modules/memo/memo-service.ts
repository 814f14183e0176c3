import type { ParsedBy } from '@portal/shared/platform/contract';
import type { getMemosSchemas } from '@portal/shared/memo/get-memos';
import type { sendMemoSchemas } from '@portal/shared/memo/send-memo';
import { and, asc, desc, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { forbidden, invalid, notFound } from '../../platform/errors';
import { paginated } from '../../platform/paging';
import type { Services } from '../../platform/request-context';
import { customerCondition, isStaff, type Scope } from '../../platform/scope';
import { customers } from '../customers/tables';
import { moneyNumber } from '../finance/public';
import { nextNumber } from '../orders/public';
import { memoAnswers } from './memo-records';
import { memoItems, memos } from './tables';

const today = (services: Services) => services.now().toISOString().slice(0, 10);

/** POST /memos (staff): the memo and its pieces, in one transaction. */
export async function sendMemo(
  services: Services,
  scope: Scope,
  body: ParsedBy<typeof sendMemoSchemas>['body'],
) {
  // The permission is a role setting; sending goods on memo is the manufacturer's act whatever a role says.
  if (!isStaff(scope)) throw forbidden();
  const sentOn = today(services);
  if (body.dueDate < sentOn) throw invalid('dueDate', 'The due date cannot be in the past');
  const [customer] = await services.db
    .select({ id: customers.id, currencyCode: customers.currencyCode })
    .from(customers)
    .where(eq(customers.id, body.customerId));
  if (!customer) throw notFound('The customer');
  const memo = await services.db.transaction(async (tx) => {
    const number = await nextNumber(tx, 'MEMO', 3001);
    const [row] = await tx
      .insert(memos)
      .values({
        code: `MEMO-${number}`,
        customerId: customer.id,
        sentOn,
        dueDate: body.dueDate,
        note: body.note || null,
        currencyCode: customer.currencyCode,
        createdByUserId: scope.userId,
      })
      .returning();
    await tx.insert(memoItems).values(
      body.items.map((item, rank) => ({
        memoId: row!.id,
        rank,
        styleCode: item.styleCode,
        description: item.description,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
      })),
    );
    await recordAudit(tx, scope, { action: 'MEMO_SENT', entityType: 'memo', entityId: row!.id });
    return row!;
  });
  const [answer] = await memoAnswers(services.db, [memo], sentOn);
  return answer!;
}

/** GET /memos: a portal user's own customer's memos; staff every customer's, or one's. Newest first. */
export async function getMemos(
  db: Db,
  scope: Scope,
  query: ParsedBy<typeof getMemosSchemas>['query'],
  today: string,
) {
  const where = and(
    customerCondition(scope, memos.customerId, query.customerId),
    query.openOnly
      ? exists(
          db
            .select({ one: sql`1` })
            .from(memoItems)
            .where(and(eq(memoItems.memoId, memos.id), eq(memoItems.status, 'out'))),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(memos)
      .where(where)
      .orderBy(desc(memos.sentOn), desc(memos.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(memos)
      .where(where),
  ]);
  return paginated(await memoAnswers(db, rows, today), total!.n, query);
}

/** GET /memos/aging (staff): the value still out per customer, by days past the due date. */
export async function getMemoAging(db: Db, scope: Scope, today: string) {
  if (!isStaff(scope)) throw forbidden();
  const value = sql`${memoItems.unitPrice} * ${memoItems.quantity}`;
  const days = sql`(${today}::date - ${memos.dueDate})`;
  const sumWhen = (condition: ReturnType<typeof sql>) =>
    sql<string>`coalesce(sum(case when ${condition} then ${value} else 0 end), 0)::text`;
  const rows = await db
    .select({
      customerId: customers.id,
      customerName: customers.name,
      accountNumber: customers.accountNumber,
      currencyCode: customers.currencyCode,
      pieces: sql<number>`sum(${memoItems.quantity})::int`,
      notDue: sumWhen(sql`${days} <= 0`),
      days1to30: sumWhen(sql`${days} between 1 and 30`),
      days31to60: sumWhen(sql`${days} between 31 and 60`),
      over60: sumWhen(sql`${days} > 60`),
      total: sql<string>`sum(${value})::text`,
    })
    .from(memoItems)
    .innerJoin(memos, eq(memos.id, memoItems.memoId))
    .innerJoin(customers, eq(customers.id, memos.customerId))
    .where(eq(memoItems.status, 'out'))
    .groupBy(customers.id)
    .orderBy(asc(customers.name));
  return {
    customers: rows.map((r) => ({
      ...r,
      notDue: moneyNumber(r.notDue),
      days1to30: moneyNumber(r.days1to30),
      days31to60: moneyNumber(r.days31to60),
      over60: moneyNumber(r.over60),
      total: moneyNumber(r.total),
    })),
  };
}
