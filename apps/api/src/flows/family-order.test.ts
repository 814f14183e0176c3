import { randomUUID } from 'node:crypto';
import { calculatePrice } from '@portal/shared/catalog/calculate-price';
import { createFamilyLink } from '@portal/shared/family-links/create-family-link';
import { getFamilyPage } from '@portal/shared/family-links/get-family-page';
import { placeFamilyOrder } from '@portal/shared/family-links/place-family-order';
import { getJobOrderDetail } from '@portal/shared/orders/get-job-order-detail';
import { getJobOrders } from '@portal/shared/orders/get-job-orders';
import type { Language } from '@portal/shared/platform/language';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionRates, commissions } from '../modules/commissions/tables';
import { customers } from '../modules/customers/tables';
import { decedents, fingerprints, printAccessLog } from '../modules/decedents/tables';
import { familyLinks, familyOrders } from '../modules/family-links/tables';
import { hostedToken } from '../modules/finance/gateways/sandbox-test-kit';
import { startPayTest } from '../modules/finance/payments/pay-test-kit';
import { invoices } from '../modules/finance/tables';
import { orderItems, orders } from '../modules/orders/tables';
import { orderTestKit } from '../modules/orders/order-test-kit';
import { users } from '../modules/users/tables';
import { outboxEmails } from '../platform/tables';
import type { SendInput } from '../test/send';
import { familyOrderFollowUpJob } from './family-order/follow-up';

// The demo funeral home C1002 (other@demo.test) keeps Eleanor Whitfield, her authorisation and two prints
// (seed/demo-decedents.ts); its commission rate is set here.
let kit: Awaited<ReturnType<typeof startPayTest>>;
let address: Awaited<ReturnType<typeof orderTestKit>>['address'];
let whitfield: number;
let prints: number[];
let pendant: number;

beforeAll(async () => {
  kit = await startPayTest();
  address = (await orderTestKit(kit.t)).address;
  const [row] = await kit.t.db
    .select({ id: decedents.id })
    .from(decedents)
    .where(and(eq(decedents.customerId, kit.c1002), eq(decedents.lastName, 'Whitfield')));
  whitfield = row!.id;
  const link = await makeLink();
  const page = await kit.t.send(getFamilyPage, { params: { token: link } }, { as: 'other' });
  prints = (page.value.prints as { id: number }[]).map((p) => p.id);
  pendant = (page.value.pieces as { id: number; price: number | null }[]).find((p) => p.price !== null)!.id;
  await kit.t.db
    .insert(commissionRates)
    .values({ customerId: kit.c1002, rate: '12.50' })
    .onConflictDoUpdate({ target: commissionRates.customerId, set: { rate: '12.50' } });
});
afterAll(async () => kit.close());

async function makeLink(): Promise<string> {
  const made = await kit.t.send(
    createFamilyLink,
    {
      params: { id: whitfield },
      body: {
        expiresInDays: 30,
      },
    },
    { as: 'other' },
  );
  expect(made.status).toBe(201);
  return made.value.token as string;
}

async function cardToken(number = '4111 1111 1111 1111') {
  const { body } = await hostedToken(kit.sandbox, 'square', { number });
  return body.token!;
}

const orderBody = async (overrides: Record<string, unknown> = {}) => ({
  pieces: [{ itemTypeId: pendant, fingerprintId: prints[0]!, quantity: 2 }],
  buyer: { name: 'Margaret Hale', email: 'margaret.hale@example.test', phone: '555-0134' },
  shippingAddress: { ...address, name: 'Margaret Hale' },
  orderKey: randomUUID(),
  payment: { idempotencyKey: kit.key(), token: await cardToken(), processor: 'SQUARE' as const },
  ...overrides,
});

const place = (token: string, body: SendInput<typeof placeFamilyOrder>['body'], language: Language = 'en') =>
  kit.t.send(placeFamilyOrder, { params: { token }, body }, { as: 'anonymous', language });

const orderOfCode = async (code: string) =>
  (await kit.t.db.select().from(orders).where(eq(orders.code, code)))[0]!;

describe('POST /family/{token}/orders', () => {
  it('places a paid family order on the funeral home’s account, priced as it is, and logs the print’s use', async () => {
    const token = await makeLink();
    const usersBefore = await kit.t.db.select({ id: users.id }).from(users);
    const body = await orderBody({ marketingOptIn: true });
    const res = await place(token, body);
    expect(res.status, res.response.body).toBe(201);
    expect(res.value).toMatchObject({ state: 'paid', currencyCode: 'USD' });
    expect(res.response.headers['cache-control']).toContain('no-store');

    const order = await orderOfCode(res.value.orderCode);
    expect(order).toMatchObject({
      customerId: kit.c1002,
      placedVia: 'family',
      kind: 'JO',
      placedByUserId: null,
    });
    // The funeral home's own price for the piece, as its portal prices it.
    const priced = await kit.t.send(
      calculatePrice,
      {
        body: {
          itemTypeID: pendant,
          quantity: 2,
          variantIDs: [],
        },
      },
      { as: 'other' },
    );
    const [line] = await kit.t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(Number(line!.lineTotal)).toBe(priced.value.total);
    expect(line!.fingerprintId).toBe(prints[0]);
    expect(res.value.amount).toBe(Number(order.grandTotal));
    const [invoice] = await kit.t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice!.balance).toBe('0.00');

    const [buyer] = await kit.t.db.select().from(familyOrders).where(eq(familyOrders.orderId, order.id));
    expect(buyer).toMatchObject({ buyerName: 'Margaret Hale', marketingOptIn: true });
    // The funeral home reads it as a family order, on its list and on the order's page.
    const detail = await kit.t.send(getJobOrderDetail, { params: { id: order.id } }, { as: 'other' });
    expect(detail.value.familyOrder).toBe(true);
    const list = await kit.t.send(getJobOrders, { query: { pageNo: 0, pageSize: 50 } }, { as: 'other' });
    const listed = (list.value.items as { code: string; familyOrder: boolean }[]).find(
      (o) => o.code === order.code,
    );
    expect(listed?.familyOrder).toBe(true);
    expect(await kit.t.db.select({ id: users.id }).from(users)).toHaveLength(usersBefore.length);

    const used = await kit.t.db
      .select()
      .from(printAccessLog)
      .where(and(eq(printAccessLog.fingerprintId, prints[0]!), eq(printAccessLog.action, 'order')));
    expect(used.some((e) => e.familyLinkId !== null && e.userId === null && e.customerId === kit.c1002)).toBe(
      true,
    );

    // 12.5 % of the goods, exact cents, once.
    const earned = await kit.t.db.select().from(commissions).where(eq(commissions.orderId, order.id));
    expect(earned).toHaveLength(1);
    const goods = Math.round(Number(order.subTotal) * 100);
    expect(Math.round(Number(earned[0]!.amount) * 100)).toBe(Math.floor((goods * 1250 + 5000) / 10000));

    // One confirmation; the same request again answers the same order and neither charges nor writes again.
    const again = await place(token, body);
    expect(again.status).toBe(201);
    expect(again.value.orderCode).toBe(order.code);
    const mails = await kit.t.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.toAddress, 'margaret.hale@example.test'),
          like(outboxEmails.subject, `%${order.code}%`),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(await kit.t.db.select().from(commissions).where(eq(commissions.orderId, order.id))).toHaveLength(
      1,
    );
  });

  it('keeps the opt-in unchecked unless the family ticks it', async () => {
    const res = await place(await makeLink(), await orderBody());
    expect(res.status).toBe(201);
    const order = await orderOfCode(res.value.orderCode);
    const [buyer] = await kit.t.db.select().from(familyOrders).where(eq(familyOrders.orderId, order.id));
    expect(buyer!.marketingOptIn).toBe(false);
  });

  it('leaves a declined order unpaid, and another card under the same order key pays that order', async () => {
    const token = await makeLink();
    const body = await orderBody({
      payment: {
        idempotencyKey: kit.key(),
        token: await cardToken('4000 0000 0000 0002'),
        processor: 'SQUARE' as const,
      },
    });
    const declined = await place(token, body, 'fr');
    expect(declined.status).toBe(400);
    expect(declined.errorMessages[0]!.key).toBe('card');
    const [order] = await kit.t.db.select().from(orders).where(eq(orders.idempotencyKey, body.orderKey));
    const [invoice] = await kit.t.db.select().from(invoices).where(eq(invoices.orderId, order!.id));
    expect(invoice!.balance).toBe(invoice!.amount);
    expect(await kit.t.db.select().from(commissions).where(eq(commissions.orderId, order!.id))).toHaveLength(
      0,
    );

    const paid = await place(token, {
      ...body,
      payment: { idempotencyKey: kit.key(), token: await cardToken(), processor: 'SQUARE' as const },
    });
    expect(paid.status).toBe(201);
    expect(paid.value.orderCode).toBe(order!.code);
    expect(await kit.t.db.select().from(orders).where(eq(orders.idempotencyKey, body.orderKey))).toHaveLength(
      1,
    );
    expect(await kit.t.db.select().from(commissions).where(eq(commissions.orderId, order!.id))).toHaveLength(
      1,
    );
  });

  it('follows up a paid order whose answer came late: the commission and the one confirmation, in French', async () => {
    const body = await orderBody({
      buyer: { name: 'Jeanne Roy', email: 'jeanne.roy@example.test', phone: '555-0188' },
    });
    const placed = await place(await makeLink(), body, 'fr');
    expect(placed.status).toBe(201);
    const order = await orderOfCode(placed.value.orderCode);
    // As when the processor answered after the family's request: paid (through the reconciliation), not followed up.
    await kit.t.db.delete(commissions).where(eq(commissions.orderId, order.id));
    await kit.t.db.update(familyOrders).set({ confirmedAt: null }).where(eq(familyOrders.orderId, order.id));
    await kit.t.db.delete(outboxEmails).where(eq(outboxEmails.toAddress, 'jeanne.roy@example.test'));

    const services = kit.t.app.services;
    expect(await familyOrderFollowUpJob.run(services, new Date())).toEqual({ followedUp: 1 });
    expect(await familyOrderFollowUpJob.run(services, new Date())).toEqual({ followedUp: 0 });
    expect(await kit.t.db.select().from(commissions).where(eq(commissions.orderId, order.id))).toHaveLength(
      1,
    );
    const mails = await kit.t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'jeanne.roy@example.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('est confirmée');
  });

  it('refuses a locked print with a clear message and places nothing', async () => {
    const token = await makeLink();
    const [print] = await kit.t.db.select().from(fingerprints).where(eq(fingerprints.id, prints[1]!));
    await kit.t.db.update(fingerprints).set({ lockedAt: new Date() }).where(eq(fingerprints.id, prints[1]!));
    try {
      const before = await kit.t.db.select({ id: orders.id }).from(orders);
      const res = await place(
        token,
        await orderBody({ pieces: [{ itemTypeId: pendant, fingerprintId: prints[1]!, quantity: 1 }] }),
      );
      expect(res.status).toBe(400);
      expect(res.errorMessages).toEqual([
        { key: 'pieces.0.fingerprintId', value: expect.stringMatching(/withdrawn: it is locked/) },
      ]);
      expect(await kit.t.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
    } finally {
      await kit.t.db
        .update(fingerprints)
        .set({ lockedAt: print!.lockedAt })
        .where(eq(fingerprints.id, prints[1]!));
    }
  });

  it('answers 404 for a revoked or expired link', async () => {
    const revoked = await makeLink();
    const [row] = await kit.t.db.select().from(familyLinks).orderBy(familyLinks.id);
    const links = await kit.t.db.select().from(familyLinks);
    const newest = links.reduce((a, b) => (a.id > b.id ? a : b), row!);
    await kit.t.db.update(familyLinks).set({ revokedAt: new Date() }).where(eq(familyLinks.id, newest.id));
    expect((await place(revoked, await orderBody())).status).toBe(404);

    const expired = await makeLink();
    const again = await kit.t.db.select().from(familyLinks);
    const last = again.reduce((a, b) => (a.id > b.id ? a : b));
    await kit.t.db
      .update(familyLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(familyLinks.id, last.id));
    expect((await place(expired, await orderBody())).status).toBe(404);
  });

  it('refuses a print of another decedent and a product that is not a memorial piece', async () => {
    const token = await makeLink();
    const [otherPrint] = await kit.t.db
      .select({ id: fingerprints.id })
      .from(fingerprints)
      .innerJoin(decedents, eq(decedents.id, fingerprints.decedentId))
      .where(and(eq(decedents.customerId, kit.c1002)));
    const foreign = otherPrint && !prints.includes(otherPrint.id) ? otherPrint.id : 2_000_000_000;
    const res = await place(
      token,
      await orderBody({ pieces: [{ itemTypeId: pendant, fingerprintId: foreign, quantity: 1 }] }),
    );
    expect(res.status).toBe(400);
    expect(res.errorMessages[0]!.key).toBe('pieces.0.fingerprintId');
    const [home] = await kit.t.db.select().from(customers).where(eq(customers.id, kit.c1002));
    expect(home).toBeDefined();
  });
});

describe('the metal a family chooses', () => {
  const pieceOnPage = async (token: string) => {
    const page = await kit.t.send(getFamilyPage, { params: { token } }, { as: 'other' });
    return page.value.pieces.find((p) => p.id === pendant)!;
  };
  const inMetal = (metalId: number, quantity = 1) => ({
    pieces: [{ itemTypeId: pendant, fingerprintId: prints[0], quantity, metalId }],
  });

  it('is charged the price the page shows for it, in every metal offered', async () => {
    const token = await makeLink();
    const piece = await pieceOnPage(token);
    expect(piece.metals.length).toBeGreaterThan(1);
    expect(new Set(piece.metals.map((m) => m.price)).size).toBeGreaterThan(1);
    // The piece's own metal is the price the page shows first.
    expect(piece.metals.find((m) => m.id === piece.metalId)?.price).toBe(piece.price);
    for (const metal of piece.metals) {
      const res = await place(token, await orderBody(inMetal(metal.id, 2)));
      expect(res.status, res.response.body).toBe(201);
      expect(res.value.amount).toBe(Math.round(metal.price * 200) / 100);
      const order = await orderOfCode(res.value.orderCode);
      const [line] = await kit.t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      expect(line!.metalId).toBe(metal.id);
    }
  });

  it('refuses a metal that is not offered, in the family’s language, and places nothing', async () => {
    const token = await makeLink();
    const before = await kit.t.db.select({ id: orders.id }).from(orders);
    const english = await place(token, await orderBody(inMetal(2_000_000_000)));
    expect(english.status).toBe(400);
    expect(english.errorMessages).toEqual([{ key: 'pieces.0.metalId', value: 'This metal is not offered' }]);
    const french = await place(token, await orderBody(inMetal(2_000_000_000)), 'fr');
    expect(french.errorMessages).toEqual([{ key: 'pieces.0.metalId', value: 'Ce métal n’est pas proposé' }]);
    expect(await kit.t.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
  });
});
