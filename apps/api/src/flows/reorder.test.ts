import { recordMetalFixing } from '@portal/shared/metal/record-metal-fixing';
import { reorderJobOrder } from '@portal/shared/orders/reorder-job-order';
import { reorderOrder } from '@portal/shared/orders/reorder-order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemTypes } from '../modules/catalog/tables';
import { orderTestKit } from '../modules/orders/order-test-kit';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  customer = (await t.login(DEMO.customer)).token;
});
afterAll(() => t.close());

const session = () => ({ sessionId: crypto.randomUUID() });

describe('ordering a past order again', () => {
  it('puts a sales order’s pieces in the cart at today’s prices, each line saying it did not change', async () => {
    const placed = await kit.placeOrder(customer, [kit.chain.id]);
    expect(placed.jobTypeCode).toBe('SO');
    const answer = (
      await t.send(
        reorderOrder,
        { params: { id: placed.orderId }, body: session() },
        { as: { token: customer } },
      )
    ).value;
    expect(answer.cart.items.map((i) => i.itemTypeID)).toEqual([kit.chain.id]);
    expect(answer.lines).toEqual([
      expect.objectContaining({ code: kit.chain.code, quantity: 1, change: 'same', reason: null }),
    ]);
    expect(answer.lines[0]!.unitPrice).toBe(answer.lines[0]!.orderedUnitPrice);
  });

  it('says which prices went up since the order, and which pieces can no longer be made and why', async () => {
    const placed = await kit.placeOrder(customer, [kit.ring.id, kit.chain.id]);
    // Every precious metal far up: the ring's metal (whichever the demo gave it) is priced from its alloy's latest fixing.
    for (const [metal, pricePerOunce] of [
      ['GOLD', 9000],
      ['SILVER', 400],
      ['PLATINUM', 9000],
    ] as const)
      await t.send(
        recordMetalFixing,
        { body: { metal, session: 'PM', source: 'LBMA', pricePerOunce, fixedAt: new Date().toISOString() } },
        { as: 'admin' },
      );
    await t.db.update(itemTypes).set({ isActive: false }).where(eq(itemTypes.id, kit.chain.id));
    try {
      const answer = (
        await t.send(
          reorderOrder,
          { params: { id: placed.orderId }, body: session() },
          { as: { token: customer }, language: 'fr' },
        )
      ).value;
      const [ring, chain] = answer.lines;
      expect(ring).toMatchObject({ code: kit.ring.code, change: 'higher', reason: null });
      expect(ring!.unitPrice!).toBeGreaterThan(ring!.orderedUnitPrice);
      expect(chain).toMatchObject({ code: kit.chain.code, change: 'unavailable', unitPrice: null });
      expect(chain!.reason).toMatch(/introuvable|n’est plus/);
      expect(answer.skipped).toEqual([kit.chain.code]);
      expect(answer.cart.items.map((i) => i.itemTypeID)).toEqual([kit.ring.id]);
      expect(answer.cart.items[0]!.price).toBe(ring!.unitPrice);
    } finally {
      await t.db.update(itemTypes).set({ isActive: true }).where(eq(itemTypes.id, kit.chain.id));
    }
  });

  it('refuses, changing nothing, when none of the pieces can be ordered', async () => {
    const placed = await kit.placeOrder(customer, [kit.chain.id]);
    await t.db.update(itemTypes).set({ isActive: false }).where(eq(itemTypes.id, kit.chain.id));
    try {
      const { sessionId } = session();
      const refused = await t.send(
        reorderOrder,
        { params: { id: placed.orderId }, body: { sessionId } },
        { as: { token: customer } },
      );
      expect(refused.status).toBe(409);
      expect(refused.serverErrors).toEqual(['None of the pieces of this order can be ordered any more']);
    } finally {
      await t.db.update(itemTypes).set({ isActive: true }).where(eq(itemTypes.id, kit.chain.id));
    }
  });

  it('keeps the job-order call, and hides another customer’s order behind the same 404', async () => {
    const job = await kit.placeOrder(customer, [kit.ring.id]);
    expect(job.jobTypeCode).toBe('JO');
    const again = await t.send(
      reorderJobOrder,
      { params: { id: job.orderId }, body: session() },
      { as: { token: customer } },
    );
    expect(again.value.lines.map((l) => l.code)).toEqual([kit.ring.code]);
    const byOther = await t.send(
      reorderOrder,
      { params: { id: job.orderId }, body: session() },
      { as: 'other' },
    );
    expect(byOther.status).toBe(404);
    expect(byOther.serverErrors).toEqual(['The order was not found']);
    const missing = await t.send(
      reorderOrder,
      { params: { id: 999_999 }, body: session() },
      { as: 'customer' },
    );
    expect(missing.status).toBe(404);
  });
});
