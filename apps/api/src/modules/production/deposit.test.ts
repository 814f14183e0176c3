import { getJobOrderProofs } from '@portal/shared/production/get-job-order-proofs';
import { moveJobOrderStage } from '@portal/shared/production/move-job-order-stage';
import { payJobDeposit } from '@portal/shared/production/pay-job-deposit';
import { getProductionStages, saveProductionStages } from '@portal/shared/production/production-stages';
import type { Language } from '@portal/shared/platform/language';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPayTest } from '../finance/payments/pay-test-kit';
import { invoiceOrder } from '../finance/public';
import { invoices, payments } from '../finance/tables';
import { orderTestKit } from '../orders/order-test-kit';
import { orders } from '../orders/tables';
import type { SendInput } from '../../test/send';
import { DEMO } from '../../test/test-app';

// A deposit before a stage: staff set a percentage on a stage; the customer pays it by card through
// the payment flow; the job cannot reach the stage until it is paid; the final invoice is left to pay net of it.

let kit: Awaited<ReturnType<typeof startPayTest>>;
let orderKit: Awaited<ReturnType<typeof orderTestKit>>;
/** The demo customer's token, for the order kit. */
let customerToken: string;

beforeAll(async () => {
  kit = await startPayTest();
  orderKit = await orderTestKit(kit.t);
  customerToken = (await kit.t.login(DEMO.customer)).token;
});
afterAll(() => kit.close());

const depositOf = async (orderId: number, as: 'customer' | 'admin' = 'customer') =>
  (await kit.t.send(getJobOrderProofs, { params: { id: orderId } }, { as })).value.deposit;
const move = (orderId: number, fromStageId: number | null, language: Language = 'en') =>
  kit.t.send(
    moveJobOrderStage,
    { params: { id: orderId }, body: { fromStageId } },
    { as: 'admin', language },
  );
const payDeposit = (
  orderId: number,
  body: SendInput<typeof payJobDeposit>['body'],
  as: 'customer' | 'other' = 'customer',
) => kit.t.send(payJobDeposit, { params: { id: orderId }, body }, { as });
/** The default stages with a deposit of `percent` (150 is refused) before Casting, or none. */
async function saveDeposit(percent: number | null) {
  const lists = (await kit.t.send(getProductionStages, {}, { as: 'admin' })).value;
  const stages = lists[0]!.stages.map(({ id, name, nameFr, expectedDays }) => ({
    id,
    name,
    nameFr,
    expectedDays,
    depositPercent: name === 'Casting' ? percent : null,
  }));
  return kit.t.send(saveProductionStages, { body: { serviceTypeId: null, stages } }, { as: 'admin' });
}
const okCard = () => ({
  idempotencyKey: kit.key(),
  token: 'cnon:card-nonce-ok',
  processor: 'SQUARE' as const,
});

async function setDeposit(percent: number | null) {
  expect((await saveDeposit(percent)).status).toBe(200);
}

describe('deposits', () => {
  it('asks for none until staff set one; a stage’s deposit is a whole percentage', async () => {
    const { orderId } = await orderKit.placeOrder(customerToken);
    expect(await depositOf(orderId)).toBeNull();
    const refused = await payDeposit(orderId, okCard());
    expect(refused.status).toBe(409);
    expect(refused.errorMessages[0]!.value).toMatch(/needs no deposit$/);
    const bad = await saveDeposit(150);
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
      expect(moved.status, moved.response.body).toBe(201);
      stage = moved.value.currentStageId;
    }
    const blocked = await move(orderId, stage);
    expect(blocked.status).toBe(409);
    expect(blocked.errorMessages[0]!.value).toMatch(
      /cannot reach the stage Casting before its deposit is paid$/,
    );
    const french = await move(orderId, stage, 'fr');
    expect(french.errorMessages[0]!.value).toMatch(
      /ne peut pas atteindre l’étape Fonte avant le paiement de son acompte$/,
    );

    expect((await payDeposit(orderId, okCard(), 'other')).status).toBe(404);
    const declined = await payDeposit(orderId, {
      idempotencyKey: kit.key(),
      token: 'cnon:card-nonce-declined',
      processor: 'SQUARE' as const,
    });
    expect(declined.status).toBe(400);
    expect((await depositOf(orderId))!.status).toBe('due');

    const body = okCard();
    const paid = await payDeposit(orderId, body);
    expect(paid.status, paid.response.body).toBe(200);
    expect(paid.value).toMatchObject({ status: 'succeeded', amount: expected });
    const repeat = await payDeposit(orderId, body);
    expect(repeat.value.paymentId).toBe(paid.value.paymentId);
    const twice = await payDeposit(orderId, okCard());
    expect(twice.status).toBe(409);
    expect(twice.errorMessages[0]!.value).toMatch(/^The deposit of .+ is paid already$/);
    const succeeded = await kit.t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(succeeded.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    expect(await depositOf(orderId)).toMatchObject({ status: 'paid', paymentCode: paid.value.code });

    expect((await move(orderId, stage)).status).toBe(201);

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
