// The rush fee is a line of the order (docs/decisions.md "The rush fee is an order line"): on the order, on its
// invoice, in its totals and tax, and in the credit check of the submission.
import { eq } from 'drizzle-orm';
import { getJobOrderItems } from '@portal/shared/orders/get-job-order-items';
import { micros, toNumber } from '@portal/shared/platform/decimal';
import type { Language } from '@portal/shared/platform/language';
import { getRushTiers } from '@portal/shared/production/rush-tiers';
import { rushFee } from '@portal/shared/production/rush-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { customers } from '../customers/tables';
import { invoiceLines, invoices } from '../finance/tables';
import { invoiceOrder } from '../finance/public';
import { orderTestKit } from '../orders/order-test-kit';
import { orderItems, orders } from '../orders/tables';
import { creditExposure } from '../trade-credit/public';
import { jobPromises } from './tables';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  customer = (await t.login(DEMO.customer)).token;
});
afterAll(() => t.close());

const tierOf = async (code: string) =>
  (await t.send(getRushTiers, {}, { as: 'customer' })).value.find((x) => x.code === code)!;

/** An order placed in the given language, which names its lines. */
const place = async (rushTierId: number | null, language?: Language) =>
  kit.submitCart(customer, await kit.fillCart(customer), { rushTierId }, language);

const cents = (n: string | number) => Math.round(Number(n) * 100);

describe('the rush fee as an order line', () => {
  it('is a line of the job order, in its subtotal and taxed with the goods, named after the tier', async () => {
    const express = await tierOf('EXPRESS');
    const plain = await place(null);
    const rushed = await place(express.id);
    const [before] = await t.db.select().from(orders).where(eq(orders.id, plain.orderId));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, rushed.orderId));
    const [promise] = await t.db.select().from(jobPromises).where(eq(jobPromises.orderId, rushed.orderId));

    const fee = rushFee(
      toNumber(micros(before!.subTotal) - micros(before!.discountValue)),
      express.feePercent,
    );
    expect(fee).toBeGreaterThan(0);
    expect(Number(promise!.feeAmount)).toBe(fee);

    const items = (await t.send(getJobOrderItems, { params: { id: rushed.orderId } }, { as: 'customer' }))
      .value;
    const feeLine = items.find((i) => i.charge === 'RUSH_FEE');
    expect(feeLine).toMatchObject({
      itemTypeID: null,
      name: `Rush fee — ${express.name} +${express.feePercent} %`,
      lineTotal: fee,
    });
    // Totals to the cent: the subtotal is the lines', the tax is on the goods and the fee, the total adds up.
    expect(cents(order!.subTotal)).toBe(items.reduce((n, i) => n + cents(i.lineTotal), 0));
    expect(cents(order!.subTotal)).toBe(cents(before!.subTotal) + cents(fee));
    const taxed = Number(order!.subTotal) - Number(order!.discountValue);
    expect(cents(order!.salesTaxValue)).toBe(
      Math.round(((taxed * Number(order!.salesTaxPercent)) / 100) * 100),
    );
    expect(cents(order!.grandTotal)).toBe(
      cents(order!.subTotal) -
        cents(order!.discountValue) +
        cents(order!.shippingPrice) +
        cents(order!.salesTaxValue),
    );
    // A job ordered without a tier has no such line.
    const plainItems = await t.db.select().from(orderItems).where(eq(orderItems.orderId, plain.orderId));
    expect(plainItems.every((i) => i.charge === null && i.itemTypeId !== null)).toBe(true);
  });

  it('is named in French on a French order', async () => {
    const rush = await tierOf('RUSH');
    const { orderId } = await place(rush.id, 'fr');
    const [line] = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.rank)
      .offset(1);
    expect(line!.charge).toBe('RUSH_FEE');
    expect(line!.name).toMatch(/^Supplément d’urgence — .+ \+[\d,]+ %$/);
  });

  it('is a line of the invoice, whose total is the order’s to the cent', async () => {
    const rush = await tierOf('RUSH');
    const { orderId } = await place(rush.id);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const [promise] = await t.db.select().from(jobPromises).where(eq(jobPromises.orderId, orderId));
    const invoice = await t.db.transaction((tx) =>
      invoiceOrder(tx, { userId: null, impersonatorId: null }, orderId, { invoiceDate: '2026-01-15' }),
    );
    const lines = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
    const feeLine = lines.find((l) => l.code === 'RUSH');
    expect(feeLine).toBeDefined();
    expect(feeLine!.lineTotal).toBe(promise!.feeAmount);
    expect(feeLine!.description).toMatch(/^Rush fee — /);
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored!.amount).toBe(order!.grandTotal);
  });

  it('counts in the credit check: an order that fits the limit without its fee is held with it', async () => {
    const [aurora] = await t.db.select().from(customers).where(eq(customers.accountNumber, 'C1001'));
    const express = await tierOf('EXPRESS');
    const plain = await place(null);
    const [without] = await t.db.select().from(orders).where(eq(orders.id, plain.orderId));
    const fee = rushFee(
      toNumber(micros(without!.subTotal) - micros(without!.discountValue)),
      express.feePercent,
    );
    const exposure = await creditExposure(t.db, aurora!.id);
    // Room for the order without its fee, not with it.
    const limit = toNumber(exposure + micros(without!.grandTotal) + micros(fee) / 2n, 2);
    await t.db
      .update(customers)
      .set({ creditLimit: limit.toFixed(2) })
      .where(eq(customers.id, aurora!.id));
    try {
      const rushed = await place(express.id);
      expect(rushed.hold?.reason).toBe('OVER_CREDIT_LIMIT');
    } finally {
      await t.db
        .update(customers)
        .set({ creditLimit: aurora!.creditLimit })
        .where(eq(customers.id, aurora!.id));
    }
  });
});
