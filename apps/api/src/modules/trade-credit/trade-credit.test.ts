// The trade rules of a submission (credit holds, PO number, buyers' limits) and the calls that decide held orders.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitOrder } from '@portal/shared/cart/submit-order';
import { getCustomerFinancialSetting } from '@portal/shared/finance/get-customer-financial-setting';
import { approvePurchase } from '@portal/shared/trade-credit/approve-purchase';
import { declineHold } from '@portal/shared/trade-credit/decline-hold';
import { declinePurchase } from '@portal/shared/trade-credit/decline-purchase';
import { getHeldOrders } from '@portal/shared/trade-credit/get-held-orders';
import { getOrdersAwaitingApproval } from '@portal/shared/trade-credit/get-orders-awaiting-approval';
import { updateJobOrderStatuses } from '@portal/shared/orders/update-job-order-statuses';
import type { Language } from '@portal/shared/platform/language';
import { getOrderLimit, saveOrderLimit } from '@portal/shared/trade-credit/order-limit';
import { releaseOrder } from '@portal/shared/trade-credit/release-order';
import { saveTradeTerms } from '@portal/shared/trade-credit/save-trade-terms';
import { customers } from '../customers/tables';
import { invoices } from '../finance/tables';
import { orderTestKit } from '../orders/order-test-kit';
import { orders } from '../orders/tables';
import { entityStatuses } from '../reference/tables';
import { auditLog, outboxEmails } from '../../platform/tables';
import { createUser, customerId } from '../../test/fixtures';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { orderHolds } from './tables';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
let admin: { token: string };
let c1001: number;
let buyer: { token: string; id: number; email: string };
let otherBuyer: { id: number };
let customerAdmin: { token: string; id: number };

const login = async (email: string, password: string) => ({
  token: (await t.login({ email, password })).token,
});

beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  admin = { token: (await t.login(DEMO.admin)).token };
  c1001 = await customerId(t.db, 'C1001');
  const b = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
  buyer = { ...(await login(b.email, b.password)), id: b.id, email: b.email };
  const a = await createUser(t.db, { roles: ['CUSTOMER_ADMIN'], customers: ['C1001'] });
  customerAdmin = { ...(await login(a.email, a.password)), id: a.id };
  otherBuyer = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1002'] });
});
afterAll(() => t.close());

/** The customer's terms; a generous limit by default, so that only the rule under test holds. */
const setTerms = (
  terms: Partial<{
    creditLimit: string;
    graceDays: number | null;
    poRequired: boolean;
    lateChargePercent: string;
  }> = {},
) =>
  t.send(
    saveTradeTerms,
    {
      params: { id: c1001 },
      body: { creditLimit: '0', graceDays: null, poRequired: false, lateChargePercent: '0', ...terms },
    },
    { as: { token: admin.token } },
  );

async function submit(token: string, overrides: object = {}, language: Language = 'en') {
  const cart = await kit.fillCart(token);
  return t.send(
    submitOrder,
    {
      body: {
        sessionId: cart.sessionId,
        sellToAddress: kit.address,
        billingAddress: kit.address,
        shipToSellToAddress: true,
        shippingMethodID: kit.shippingMethodId,
        orderAttributes: cart.orderAttributes,
        pONumber: 'PO-77',
        ...overrides,
      },
    },
    { as: { token }, language },
  );
}

const holdOf = async (orderId: number) =>
  (
    await t.db.select().from(orderHolds).where(eq(orderHolds.orderId, orderId)).orderBy(desc(orderHolds.id))
  )[0];
const lastMailTo = async (to: string) =>
  (
    await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, to))
      .orderBy(desc(outboxEmails.id))
  )[0];

describe('credit holds', () => {
  it('keeps an order over the credit limit on hold, with the message, and shows it to staff only', async () => {
    await setTerms({ creditLimit: '1.00' });
    const placed = await submit(buyer.token);
    expect(placed.status).toBe(200);
    expect(placed.value.hold).toMatchObject({ kind: 'CREDIT', reason: 'OVER_CREDIT_LIMIT' });
    expect(placed.value.hold!.message).toContain('credit limit');
    const held = await t.send(
      getHeldOrders,
      { query: { customerId: c1001 } },
      { as: { token: admin.token } },
    );
    expect(held.value.map((h) => h.orderId)).toContain(placed.value.orderId);
    expect((await t.send(getHeldOrders, { query: {} }, { as: { token: buyer.token } })).status).toBe(403);
  });

  it('answers the hold in French to a French caller', async () => {
    await setTerms({ creditLimit: '1.00' });
    const res = await submit(buyer.token, {}, 'fr');
    expect(res.value.hold!.message).toContain('plafond de crédit');
  });

  it('lets staff release a held order: audited, the buyer e-mailed, the hold closed', async () => {
    await setTerms({ creditLimit: '1.00' });
    const placed = await submit(buyer.token);
    const released = await t.send(
      releaseOrder,
      { params: { id: placed.value.orderId }, body: {} },
      { as: { token: admin.token } },
    );
    expect(released.value.outcome).toBe('RELEASED');
    expect((await holdOf(placed.value.orderId))!.status).toBe('RELEASED');
    expect((await lastMailTo(buyer.email))!.subject).toContain('released from credit hold');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'order.credit-hold.release'))
      .orderBy(desc(auditLog.id));
    expect(audit!.entityId).toBe(String(placed.value.orderId));
    const again = await t.send(
      releaseOrder,
      { params: { id: placed.value.orderId }, body: {} },
      { as: { token: admin.token } },
    );
    expect(again.status).toBe(409);
  });

  it('keeps a held order where it is until it is released: no status move, no production stage', async () => {
    await setTerms({ creditLimit: '1.00' });
    const placed = await submit(buyer.token);
    const orderId = placed.value.orderId;
    const [before] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(before!.holdKind).toBe('CREDIT');
    const move = () =>
      t.send(
        updateJobOrderStatuses,
        { body: { JobIds: [orderId], StatusTypeCode: 'IN_PRODUCTION' } },
        { as: { token: admin.token } },
      );
    const refused = await move();
    expect(refused.status).toBe(409);
    expect(refused.response.body).toContain('is on credit hold: release it from the credit holds first');
    const [unmoved] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(unmoved!.statusId).toBe(before!.statusId);
    await t.send(releaseOrder, { params: { id: orderId }, body: {} }, { as: { token: admin.token } });
    const [released] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(released!.holdKind).toBeNull();
    expect((await move()).status).toBe(200);
  });

  it('declines a held order with a reason: cancelled, the reason e-mailed; a reason is required', async () => {
    await setTerms({ creditLimit: '1.00' });
    const placed = await submit(buyer.token);
    const missing = await t.send(
      declineHold,
      { params: { id: placed.value.orderId }, body: { reason: ' ' } },
      { as: { token: admin.token } },
    );
    expect(missing.status).toBe(400);
    const declined = await t.send(
      declineHold,
      { params: { id: placed.value.orderId }, body: { reason: 'Pay the March invoices first' } },
      { as: { token: admin.token } },
    );
    expect(declined.value.outcome).toBe('DECLINED');
    const [order] = await t.db
      .select({ code: entityStatuses.code })
      .from(orders)
      .innerJoin(entityStatuses, eq(entityStatuses.id, orders.statusId))
      .where(eq(orders.id, placed.value.orderId));
    expect(order!.code).toBe('CANCELLED');
    expect((await lastMailTo(buyer.email))!.textBody).toContain('Pay the March invoices first');
  });

  it('lets an order within the limit through, counting orders not yet invoiced', async () => {
    await setTerms({ creditLimit: '0' });
    const exposure = await t.send(getCustomerFinancialSetting, { query: {} }, { as: { token: buyer.token } });
    const committed = exposure.value.creditLimit; // 0: no limit enforced
    expect(committed).toBe(0);
    const through = await submit(buyer.token);
    expect(through.value.hold).toBeNull();
    const [{ open }] = (
      (await t.db.execute(
        sql`select coalesce(sum(balance), 0)::text as open from invoices where customer_id = ${c1001} and balance > 0`,
      )) as unknown as { rows: { open: string }[] }
    ).rows as [{ open: string }];
    // A limit just above what is committed: the next order takes the customer past it.
    await setTerms({ creditLimit: (Number(open) + 1).toFixed(2) });
    expect((await submit(buyer.token)).value.hold?.reason).toBe('OVER_CREDIT_LIMIT');
  });

  it('holds every order while the manual credit-hold flag is set, instead of refusing it', async () => {
    await setTerms();
    await t.db.update(customers).set({ isOnCreditHold: true }).where(eq(customers.id, c1001));
    try {
      const placed = await submit(buyer.token);
      expect(placed.value.hold?.reason).toBe('MANUAL_CREDIT_HOLD');
    } finally {
      await t.db.update(customers).set({ isOnCreditHold: false }).where(eq(customers.id, c1001));
    }
  });

  it('holds an order while an invoice is overdue beyond the grace period, not within it', async () => {
    const [overdue] = await t.db
      .select({ dueDate: invoices.dueDate })
      .from(invoices)
      .where(
        sql`${invoices.customerId} = ${c1001} and ${invoices.balance} > 0 and ${invoices.dueDate} is not null`,
      )
      .orderBy(invoices.dueDate)
      .limit(1);
    const daysLate = Math.floor((Date.now() - Date.parse(overdue!.dueDate!)) / 86_400_000);
    await setTerms({ graceDays: daysLate + 30 });
    expect((await submit(buyer.token)).value.hold).toBeNull();
    await setTerms({ graceDays: Math.max(daysLate - 2, 0) });
    expect((await submit(buyer.token)).value.hold?.reason).toBe('OVERDUE_INVOICES');
    await setTerms();
  });

  it('shows the terms in the financial setting, and refuses checkout without a required PO number', async () => {
    await setTerms({ poRequired: true, graceDays: 10, lateChargePercent: '1.50' });
    const setting = await t.send(getCustomerFinancialSetting, { query: {} }, { as: { token: buyer.token } });
    expect(setting.value).toMatchObject({ poRequired: true, graceDays: 10, lateChargePercent: 1.5 });
    const refused = await submit(buyer.token, { pONumber: '  ' });
    expect(refused.status).toBe(400);
    expect(refused.errorMessages[0]!.value).toBe(
      'Your account requires a PO number: enter it to place this order.',
    );
    expect((await submit(buyer.token)).status).toBe(200);
    await setTerms();
  });

  it('lets only staff set the terms', async () => {
    const res = await t.send(
      saveTradeTerms,
      {
        params: { id: c1001 },
        body: { creditLimit: '9', graceDays: null, poRequired: false, lateChargePercent: '0' },
      },
      { as: { token: customerAdmin.token } },
    );
    expect(res.status).toBe(403);
  });
});

describe("buyers' order limits", () => {
  it('lets the administrator set a buyer limit; nobody sets their own; another customer user is not found', async () => {
    const set = await t.send(
      saveOrderLimit,
      { params: { id: buyer.id }, body: { orderLimit: '1.00' } },
      { as: { token: customerAdmin.token } },
    );
    expect(set.value).toEqual({ userId: buyer.id, customerId: c1001, orderLimit: 1 });
    const read = await t.send(
      getOrderLimit,
      { params: { id: buyer.id }, query: {} },
      { as: { token: customerAdmin.token } },
    );
    expect(read.value.orderLimit).toBe(1);
    const own = await t.send(
      saveOrderLimit,
      { params: { id: buyer.id }, body: { orderLimit: '99999' } },
      { as: { token: buyer.token } },
    );
    expect(own.status).toBe(403);
    const self = await t.send(
      saveOrderLimit,
      { params: { id: customerAdmin.id }, body: { orderLimit: '99999' } },
      { as: { token: customerAdmin.token } },
    );
    expect(self.status).toBe(403);
    const foreign = await t.send(
      saveOrderLimit,
      { params: { id: otherBuyer.id }, body: { orderLimit: '5' } },
      { as: { token: customerAdmin.token } },
    );
    expect(foreign.status).toBe(404);
  });

  it('keeps an order above the limit awaiting approval, e-mails the administrator; approval submits it', async () => {
    await setTerms();
    const placed = await submit(buyer.token);
    expect(placed.value.hold).toMatchObject({ kind: 'PURCHASE_APPROVAL', reason: 'OVER_ORDER_LIMIT' });
    const adminUser = await t.db.execute(sql`select email from users where id = ${customerAdmin.id}`);
    const adminEmail = (adminUser as unknown as { rows: { email: string }[] }).rows[0]!.email;
    expect((await lastMailTo(adminEmail))!.subject).toContain('waiting for your approval');
    const waiting = await t.send(getOrdersAwaitingApproval, {}, { as: { token: customerAdmin.token } });
    expect(waiting.value.map((w) => w.orderId)).toContain(placed.value.orderId);
    expect((await t.send(getOrdersAwaitingApproval, {}, { as: { token: buyer.token } })).status).toBe(403);
    // Another customer's administrator cannot see or approve it.
    const other = await t.send(approvePurchase, { params: { id: placed.value.orderId } }, { as: 'other' });
    expect([403, 404]).toContain(other.status);
    const approved = await t.send(
      approvePurchase,
      { params: { id: placed.value.orderId } },
      { as: { token: customerAdmin.token } },
    );
    expect(approved.value).toMatchObject({ outcome: 'APPROVED', heldAgain: null });
    expect((await lastMailTo(buyer.email))!.subject).toContain('approved');
  });

  it('puts an approved order on credit hold when the credit rules say so', async () => {
    const placed = await submit(buyer.token);
    await setTerms({ creditLimit: '1.00' });
    const approved = await t.send(
      approvePurchase,
      { params: { id: placed.value.orderId } },
      { as: { token: customerAdmin.token } },
    );
    expect(approved.value.heldAgain?.reason).toBe('OVER_CREDIT_LIMIT');
    expect((await holdOf(placed.value.orderId))!.kind).toBe('CREDIT');
    await setTerms();
  });

  it('declines with a reason the buyer is told; the order is cancelled', async () => {
    const placed = await submit(buyer.token);
    const declined = await t.send(
      declinePurchase,
      { params: { id: placed.value.orderId }, body: { reason: 'Over budget this quarter' } },
      { as: { token: customerAdmin.token } },
    );
    expect(declined.value.outcome).toBe('DECLINED');
    expect((await lastMailTo(buyer.email))!.textBody).toContain('Over budget this quarter');
    const again = await t.send(
      approvePurchase,
      { params: { id: placed.value.orderId } },
      { as: { token: customerAdmin.token } },
    );
    expect(again.status).toBe(409);
  });

  it('lets an order within the limit through, and none once the limit is removed', async () => {
    await t.send(
      saveOrderLimit,
      { params: { id: buyer.id }, body: { orderLimit: '100000' } },
      { as: { token: customerAdmin.token } },
    );
    expect((await submit(buyer.token)).value.hold).toBeNull();
    await t.send(
      saveOrderLimit,
      { params: { id: buyer.id }, body: { orderLimit: null } },
      { as: { token: customerAdmin.token } },
    );
    expect(
      (await t.send(getOrderLimit, { params: { id: buyer.id }, query: {} }, { as: { token: admin.token } }))
        .value.orderLimit,
    ).toBeNull();
  });
});
