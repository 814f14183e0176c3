import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../customers/tables';
import { nextNumber } from '../orders/public';
import { memoItems, memos } from './tables';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Demo memo for the demo customer: pieces out, one memo falling due soon, so the memo page has something to show. */
export async function seedDemoMemos(db: Db, accountNumber: string): Promise<void> {
  const [customer] = await db.select().from(customers).where(eq(customers.accountNumber, accountNumber));
  if (!customer) return;
  const existing = await db
    .select({ id: memos.id })
    .from(memos)
    .where(eq(memos.customerId, customer.id))
    .limit(1);
  if (existing.length > 0) return;
  await db.transaction(async (tx) => {
    for (const [offset, pieces] of [
      [
        12,
        [
          ['R-2041', 'Emerald halo ring, 18k yellow gold', 1, '1850.00'],
          ['P-1187', 'Pearl drop pendant, 14k white gold', 2, '640.00'],
        ],
      ],
      [2, [['E-0932', 'Diamond stud earrings, 0.50 ct tw', 1, '1290.00']]],
    ] as const) {
      const number = await nextNumber(tx, 'MEMO', 3001);
      const [memo] = await tx
        .insert(memos)
        .values({
          code: `MEMO-${number}`,
          customerId: customer.id,
          sentOn: day(offset - 30),
          dueDate: day(offset),
          currencyCode: customer.currencyCode,
        })
        .returning();
      await tx.insert(memoItems).values(
        pieces.map(([styleCode, description, quantity, unitPrice], rank) => ({
          memoId: memo!.id,
          rank,
          styleCode,
          description,
          quantity,
          unitPrice,
        })),
      );
    }
  });
}
