import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMemoAging } from '@portal/shared/memo/get-memo-aging';
import { getMemos } from '@portal/shared/memo/get-memos';
import { keepMemoItems } from '@portal/shared/memo/keep-memo-items';
import { printMemoReturnLabel } from '@portal/shared/memo/print-memo-return-label';
import { returnMemoItems } from '@portal/shared/memo/return-memo-items';
import { sendMemo } from '@portal/shared/memo/send-memo';
import { customerId } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { outboxEmails } from '../../platform/tables';
import { invoices } from '../finance/tables';
import { invoiceOverdueMemos, remindMemosDue } from './memo-daily';
import { memoItems } from './tables';

let t: TestApp;
let aurora: number;
const today = () => t.clock.now().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000);
const day = (days: number) => inDays(days).toISOString().slice(0, 10);

const piece = (styleCode: string, unitPrice: string, quantity = 1) => ({
  styleCode,
  description: `Piece ${styleCode}`,
  quantity,
  unitPrice,
});

async function memoOf(pieces: ReturnType<typeof piece>[], dueDate = day(10)) {
  const sent = await t.send(
    sendMemo,
    { body: { customerId: aurora, dueDate, items: pieces } },
    { as: 'admin' },
  );
  expect(sent.status).toBe(201);
  return sent.value!;
}

const invoicesOfMemo = (code: string) => t.db.select().from(invoices).where(eq(invoices.notes, code));

beforeAll(async () => {
  t = await createTestApp();
  aurora = await customerId(t.db, 'C1001');
});
afterAll(() => t.close());

describe('memo', () => {
  it('staff send pieces on memo; the customer sees its own, another customer never', async () => {
    const memo = await memoOf([piece('R-1', '100.00'), piece('R-2', '250.50', 2)]);
    expect(memo).toMatchObject({ customerId: aurora, outValue: 601, daysOverdue: 0 });
    const mine = await t.send(getMemos, { query: { pageSize: 200 } }, { as: 'customer' });
    expect(mine.value!.items.some((m) => m.id === memo.id)).toBe(true);
    const theirs = await t.send(getMemos, { query: { pageSize: 200 } }, { as: 'other' });
    expect(theirs.value!.items.some((m) => m.id === memo.id)).toBe(false);
    const refused = await t.send(
      returnMemoItems,
      { params: { id: memo.id }, body: { itemIds: [memo.items[0]!.id] } },
      { as: 'other' },
    );
    expect(refused.status).toBe(404);
  });

  it('only staff send, never with a due date past or an empty memo', async () => {
    const asCustomer = await t.send(
      sendMemo,
      { body: { customerId: aurora, dueDate: day(5), items: [piece('X', '1.00')] } },
      { as: 'customer' },
    );
    expect(asCustomer.status).toBe(403);
    const past = await t.send(
      sendMemo,
      { body: { customerId: aurora, dueDate: day(-1), items: [piece('X', '1.00')] } },
      { as: 'admin' },
    );
    expect(past.status).toBe(400);
    const empty = await t.send(
      sendMemo,
      { body: { customerId: aurora, dueDate: day(5), items: [] } },
      { as: 'admin' },
    );
    expect(empty.status).toBe(400);
  });

  it('a return gives a return authorisation with a label; a kept piece is invoiced once', async () => {
    const memo = await memoOf([piece('R-3', '80.00'), piece('R-4', '120.25', 2), piece('R-5', '10.00')]);
    const [a, b, c] = memo.items;
    const returned = await t.send(
      returnMemoItems,
      { params: { id: memo.id }, body: { itemIds: [a!.id] } },
      { as: 'customer' },
    );
    expect(returned.status).toBe(201);
    expect(returned.value!.number).toMatch(/^RA-\d+$/);
    const labelOf = { params: { id: returned.value.id } };
    const label = await t.send(printMemoReturnLabel, labelOf, { as: 'customer', language: 'fr' });
    expect(label.status).toBe(200);
    expect(label.response.headers['content-type']).toContain('application/pdf');
    expect((await t.send(printMemoReturnLabel, labelOf, { as: 'other' })).status).toBe(404);

    const kept = await t.send(
      keepMemoItems,
      { params: { id: memo.id }, body: { itemIds: [b!.id] } },
      { as: 'customer' },
    );
    expect(kept.status).toBe(201);
    expect(kept.value!.amount).toBe(240.5);
    const again = await t.send(
      keepMemoItems,
      { params: { id: memo.id }, body: { itemIds: [b!.id] } },
      { as: 'customer' },
    );
    expect(again.status).toBe(409);
    const returnKept = await t.send(
      returnMemoItems,
      { params: { id: memo.id }, body: { itemIds: [b!.id, c!.id] } },
      { as: 'customer' },
    );
    expect(returnKept.status).toBe(409);
    // Nothing of a refused request stays: the third piece is still out.
    const [third] = await t.db.select().from(memoItems).where(eq(memoItems.id, c!.id));
    expect(third!.status).toBe('out');
    const otherMemo = await memoOf([piece('R-6', '5.00')]);
    const notOnMemo = await t.send(
      keepMemoItems,
      { params: { id: memo.id }, body: { itemIds: [otherMemo.items[0]!.id] } },
      { as: 'customer' },
    );
    expect(notOnMemo.status).toBe(400);
    expect(await invoicesOfMemo(memo.number)).toHaveLength(1);
  });

  it('invoices what is neither returned nor kept once the due date passed, once', async () => {
    const memo = await memoOf([piece('R-7', '300.00'), piece('R-8', '45.00')], today());
    await t.send(
      returnMemoItems,
      { params: { id: memo.id }, body: { itemIds: [memo.items[0]!.id] } },
      { as: 'customer' },
    );
    expect(await invoiceOverdueMemos(t.app.services, inDays(0))).toBe(0);
    expect(await invoiceOverdueMemos(t.app.services, inDays(1))).toBeGreaterThanOrEqual(1);
    expect(await invoiceOverdueMemos(t.app.services, inDays(2))).toBe(0);
    const billed = await invoicesOfMemo(memo.number);
    expect(billed.map((i) => i.amount)).toEqual(['45.00']);
    const [item] = await t.db.select().from(memoItems).where(eq(memoItems.id, memo.items[1]!.id));
    expect(item).toMatchObject({ status: 'invoiced', invoiceId: billed[0]!.id });
  });

  it('reminds the customer once before the due date', async () => {
    const memo = await memoOf([piece('R-9', '70.00')], day(2));
    expect(await remindMemosDue(t.app.services, inDays(0))).toBeGreaterThanOrEqual(1);
    expect(await remindMemosDue(t.app.services, inDays(0))).toBe(0);
    const mails = await t.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.toAddress, 'customer@demo.test'), like(outboxEmails.subject, `${memo.number}:%`)),
      );
    expect(mails).toHaveLength(1);
  });

  it('a keep racing the automatic invoicing: the piece is invoiced exactly once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const memo = await memoOf([piece(`RACE-${round}`, '99.00')], today());
      const [keep] = await Promise.all([
        t.send(
          keepMemoItems,
          { params: { id: memo.id }, body: { itemIds: [memo.items[0]!.id] } },
          { as: 'customer' },
        ),
        invoiceOverdueMemos(t.app.services, inDays(1)),
      ]);
      expect([201, 409]).toContain(keep.status);
      const billed = await invoicesOfMemo(memo.number);
      expect(billed).toHaveLength(1);
      const [item] = await t.db.select().from(memoItems).where(eq(memoItems.id, memo.items[0]!.id));
      expect(item!.status).toBe(keep.status === 201 ? 'kept' : 'invoiced');
      expect(item!.invoiceId).toBe(billed[0]!.id);
    }
  });

  it('staff see memo out per customer; a portal user does not', async () => {
    const { value } = await t.send(getMemoAging, {}, { as: 'admin' });
    const row = value!.customers.find((c) => c.customerId === aurora)!;
    expect(row.total).toBeGreaterThan(0);
    expect(row.total).toBe(
      Math.round((row.notDue + row.days1to30 + row.days31to60 + row.over60) * 100) / 100,
    );
    expect((await t.send(getMemoAging, {}, { as: 'customer' })).status).toBe(403);
  });
});
