import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPayTest } from '../finance/payments/pay-test-kit';
import { invoiceOrder } from '../finance/public';
import { invoices, payments } from '../finance/tables';
import { orderTestKit } from '../orders/order-test-kit';
import { orders } from '../orders/tables';
import { DEMO } from '../../test/test-app';

// A deposit before a stage: staff set a percentage on a stage; the customer pays it by card through
// the payment flow; the job cannot reach the stage until it is paid; the final invoice is left to pay net of it.

let kit: Awaited<ReturnType<typeof startPayTest>>;
let orderKit: Awaited<ReturnType<typeof orderTestKit>>;
let customerToken: string;
let adminToken: string;

beforeAll(async () => {
  kit = await startPayTest();
  orderKit = await orderTestKit(kit.t);
  customerToken = (await kit.t.login(DEMO.customer)).token;
  adminToken = (await kit.t.login(DEMO.admin)).token;
});
afterAll(() => kit.close());

type Deposit = {
  percent: number;
  amount: number;
  status: string;
  stageName: string;
  paymentCode: string | null;
};
const depositOf = async (orderId: number, who: 'customer' | 'admin' = 'customer') =>
  (await kit.call(who, 'GET', `/api/JobOrders/${orderId}/proofs`)).body.value.deposit as Deposit | null;
const move = (orderId: number, fromStageId: number | null, lang = 'en') =>
  kit.t.app.inject({
    method: 'POST',
    url: `/api/JobOrders/${orderId}/stage`,
    headers: { ...kit.t.bearer(adminToken), 'accept-language': lang },
    payload: { fromStageId },
  });
const payDeposit = (orderId: number, body: Record<string, unknown>, who: 'customer' | 'other' = 'customer') =>
  kit.call(who, 'POST', `/api/JobOrders/${orderId}/pay-deposit`, body);
const okCard = () => ({ idempotencyKey: kit.key(), token: 'cnon:card-nonce-ok', processor: 'SQUARE' });

/** The default stages with a deposit of `percent` before Casting (or none). */
async function setDeposit(percent: number | null) {
  const lists = (await kit.call('admin', 'GET', '/api/production-stages')).body.value;
  const stages = (
    lists[0].stages as { id: number; name: string; nameFr: string; expectedDays: number }[]
  ).map(({ id, name, nameFr, expectedDays }) => ({
    id,
    name,
    nameFr,
    expectedDays,
    depositPercent: name === 'Casting' ? percent : null,
  }));
  const saved = await kit.call('admin', 'POST', '/api/production-stages', { serviceTypeId: null, stages });
  expect(saved.status).toBe(200);
}

describe('deposits', () => {
  it('asks for none until staff set one; a stage’s deposit is a whole percentage', async () => {
    const { orderId } = await orderKit.placeOrder(customerToken);
    expect(await depositOf(orderId)).toBeNull();
    const refused = await payDeposit(orderId, okCard());
    expect(refused.status).toBe(409);
    expect(refused.body.errorMessages[0]!.value).toMatch(/needs no deposit$/);
    const lists = (await kit.call('admin', 'GET', '/api/production-stages')).body.value;
    const bad = await kit.call('admin', 'POST', '/api/production-stages', {
      serviceTypeId: null,
      stages: lists[0].stages.map(
        (s: { id: number; name: string; nameFr: string; expectedDays: number }) => ({
          id: s.id,
          name: s.name,
          nameFr: s.nameFr,
          expectedDays: s.expectedDays,
          depositPercent: s.name === 'Casting' ? 150 : null,
        }),
      ),
    });
    expect(bad.status).toBe(400);
  });

  it('keeps the job out of the stage until the deposit is paid by card, once per key, and the invoice is net of it', async () => {
    await setDeposit(30);
    const { orderId } = await orderKit.placeOrder(customerToken);
    const [order] = await kit.t.db.select().from(orders).where(eq(orders.id, orderId));
    const expected = Math.round(Number(order!.grandTotal) * 30) / 100;
    const due = await depositOf(orderId);
    expect(due).toMatchObject({ percent: 30, amount: expected, status: 'due', stageName: 'Casting' });
    expect((await depositOf(orderId, 'admin'))!.status).toBe('due');

    // Design, CAD, Wax; Casting waits for the deposit.
    let stage: number | null = null;
    for (let i = 0; i < 3; i += 1) {
      const moved = await move(orderId, stage);
      expect(moved.statusCode, moved.body).toBe(201);
      stage = moved.json().value.currentStageId;
    }
    const blocked = await move(orderId, stage);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().errorMessages[0].value).toMatch(
      /cannot reach the stage Casting before its deposit is paid$/,
    );
    const french = await move(orderId, stage, 'fr');
    expect(french.json().errorMessages[0].value).toMatch(
      /ne peut pas atteindre l’étape Fonte avant le paiement de son acompte$/,
    );

    expect((await payDeposit(orderId, okCard(), 'other')).status).toBe(404);
    const declined = await payDeposit(orderId, {
      idempotencyKey: kit.key(),
      token: 'cnon:card-nonce-declined',
      processor: 'SQUARE',
    });
    expect(declined.status).toBe(400);
    expect((await depositOf(orderId))!.status).toBe('due');

    const body = okCard();
    const paid = await payDeposit(orderId, body);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.value).toMatchObject({ status: 'succeeded', amount: expected });
    const repeat = await payDeposit(orderId, body);
    expect(repeat.body.value.paymentId).toBe(paid.body.value.paymentId);
    const twice = await payDeposit(orderId, okCard());
    expect(twice.status).toBe(409);
    expect(twice.body.errorMessages[0]!.value).toMatch(/^The deposit of .+ is paid already$/);
    const succeeded = await kit.t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(succeeded.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    expect(await depositOf(orderId)).toMatchObject({ status: 'paid', paymentCode: paid.body.value.code });

    expect((await move(orderId, stage)).statusCode).toBe(201);

    const invoice = await kit.t.db.transaction((tx) =>
      invoiceOrder(tx, { userId: null, impersonatorId: null }, orderId, {
        invoiceDate: '2026-01-15',
      }),
    );
    const [stored] = await kit.t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored!.amount).toBe(order!.grandTotal);
    expect(Number(stored!.balance)).toBeCloseTo(Number(order!.grandTotal) - expected, 2);
    await setDeposit(null);
  });
});
