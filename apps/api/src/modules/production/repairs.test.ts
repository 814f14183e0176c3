// Repairs intake: staff or the customer open a repair job with its intake; the rules and the permission
// matrix (another customer's repair is not found).
import { approveJobOrder } from '@portal/shared/orders/approve-job-order';
import { getRepairIntake } from '@portal/shared/production/get-repair-intake';
import { moveJobOrderStage } from '@portal/shared/production/move-job-order-stage';
import { openRepair } from '@portal/shared/production/open-repair';
import { priceRepair } from '@portal/shared/production/price-repair';
import { printJobBag } from '@portal/shared/production/print-job-bag';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import type { Caller, SendForm } from '../../test/send';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { customers } from '../customers/tables';
import { orderTestKit } from '../orders/order-test-kit';
import { orderItems, orders } from '../orders/tables';
import { serviceTypes } from '../reference/tables';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
/** Tokens for the order kit and for the photos, private media outside the API. */
let staff: string;
let customer: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  staff = (await t.login(DEMO.admin)).token;
  customer = (await t.login(DEMO.customer)).token;
  other = (await t.login(DEMO.other)).token;
});
afterAll(() => t.close());

const ITEMS = [
  { kind: 'STONE', description: 'Round diamond, centre', weight: 1.02 },
  { kind: 'METAL', description: '18K yellow gold band', weight: 4.375 },
];

function open(as: Caller, fields: SendForm<typeof openRepair>, photo?: Buffer) {
  const form = {
    piece: 'Solitaire ring, size 6',
    condition: 'Prong bent at 2 o’clock; stone loose; light scratches on the shank',
    items: JSON.stringify(ITEMS),
    signedName: 'Ada Aurora',
    ...fields,
    photos: photo && [{ filename: 'intake.png', type: 'image/png', data: photo }],
  };
  return t.send(openRepair, { form }, { as });
}
const intakeOf = (orderId: number, as: Caller) =>
  t.send(getRepairIntake, { params: { id: orderId } }, { as });
const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]!.n;

describe('repairs intake', () => {
  it('opens a repair job from the portal with its photos, items with weights and signature', async () => {
    const res = await open('customer', {}, await kit.png());
    expect(res.status, res.response.body).toBe(201);
    const intake = res.value;
    expect(intake.orderCode).toMatch(/^JO-/);
    expect(intake.items).toEqual([
      { ...ITEMS[0], unit: 'ct' },
      { ...ITEMS[1], unit: 'g' },
    ]);
    expect(intake.signedName).toBe('Ada Aurora');
    expect(intake.signedIp).not.toBe('');
    expect(Date.parse(intake.signedAt)).not.toBeNaN();
    expect(intake.receivedBy).toBeNull();
    expect(intake.photoUrls).toHaveLength(1);

    // A job order of the Repair service, for the customer, whose one line names the piece at no price yet.
    const [order] = await t.db
      .select({ customerId: orders.customerId, service: serviceTypes.code, total: orders.grandTotal })
      .from(orders)
      .innerJoin(serviceTypes, eq(serviceTypes.id, orders.serviceTypeId))
      .where(eq(orders.id, intake.orderId));
    const [aurora] = await t.db.select().from(customers).where(eq(customers.accountNumber, 'C1001'));
    expect(order).toEqual({ customerId: aurora!.id, service: 'REPAIR', total: '0.00' });
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, intake.orderId));
    expect(lines).toMatchObject([{ charge: 'REPAIR', name: 'Solitaire ring, size 6', itemTypeId: null }]);

    // The photo is private: the customer and staff see it, never cached; another customer does not.
    const photo = (token?: string) =>
      t.app.inject({ method: 'GET', url: intake.photoUrls[0]!, headers: token ? t.bearer(token) : {} });
    const seen = await photo(customer);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect((await photo(staff)).statusCode).toBe(200);
    expect((await photo(other)).statusCode).toBe(404);
    expect((await photo()).statusCode).toBe(404);

    // The intake is read back by the customer and staff; another customer's repair is not found.
    expect((await intakeOf(intake.orderId, 'customer')).value).toEqual(intake);
    expect((await intakeOf(intake.orderId, 'admin')).status).toBe(200);
    expect((await intakeOf(intake.orderId, 'other')).status).toBe(404);
    // It follows the stages of any job, once the customer has approved its price (repair-price.test.ts).
    const priced = await t.send(
      priceRepair,
      {
        params: { id: intake.orderId },
        body: { lines: [{ kind: 'LABOUR', description: 'Retip the prong', amount: 60 }] },
      },
      { as: 'admin' },
    );
    expect(priced.status, priced.response.body).toBe(200);
    const approved = await t.send(
      approveJobOrder,
      { params: { id: intake.orderId }, body: { serviceType: 'REPAIR' } },
      { as: 'customer' },
    );
    expect(approved.status, approved.response.body).toBe(200);
    const moved = await t.send(
      moveJobOrderStage,
      { params: { id: intake.orderId }, body: { fromStageId: null } },
      { as: 'admin' },
    );
    expect(moved.status, moved.response.body).toBe(201);
  });

  it('lets staff open one for the customer they name, and records who received it', async () => {
    const [bellweather] = await t.db.select().from(customers).where(eq(customers.accountNumber, 'C1002'));
    const missing = await open('admin', {});
    expect(missing.status).toBe(400);
    expect(missing.errorMessages[0]!.key).toBe('customerId');
    const res = await open('admin', { customerId: String(bellweather!.id) });
    expect(res.status, res.response.body).toBe(201);
    const intake = res.value;
    expect(intake.receivedBy).not.toBeNull();
    expect((await intakeOf(intake.orderId, 'other')).status).toBe(200);
    expect((await intakeOf(intake.orderId, 'customer')).status).toBe(404);
    // A customer cannot open one for another customer: the customer named is ignored, its own is used.
    const own = await open('customer', { customerId: String(bellweather!.id) });
    expect((await intakeOf(own.value.orderId, 'customer')).status).toBe(200);
  });

  it('refuses bad input with nothing written, a file that is no picture, and a read-only user', async () => {
    const before = await orderCount();
    const unsigned = await open('customer', { signedName: ' ' });
    expect(unsigned.status).toBe(400);
    const badWeight = await open('customer', {
      items: JSON.stringify([{ kind: 'STONE', description: 'Sapphire', weight: -1 }]),
    });
    expect(badWeight.status).toBe(400);
    expect(badWeight.errorMessages.map((m) => m.key)).toContain('items.0.weight');
    const notJson = await open('customer', { items: 'two stones' });
    expect(notJson.status).toBe(400);
    const notAPicture = await open('customer', {}, Buffer.from('not a picture'));
    expect(notAPicture.status).toBe(415);
    expect((await open('viewer', {})).status).toBe(403);
    expect(await orderCount()).toBe(before);
  });

  it('prints the intake with the job bag, in the reader’s language', async () => {
    const opened = (await open('customer', {}, await kit.png())).value;
    const bag = (
      await t.send(printJobBag, { params: { id: opened.orderId } }, { as: 'admin', language: 'fr' })
    ).response;
    expect(bag.statusCode).toBe(200);
    expect(bag.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(bag.rawPayload);
    for (const words of [
      opened.orderCode,
      'Réception en réparation',
      'Solitaire ring, size 6',
      'Prong bent',
      'Round diamond, centre',
      '1,02 ct',
      '4,375 g',
      'Signé au dépôt par Ada Aurora',
      'Photos à la réception',
    ])
      expect(text).toContain(words);
  });

  it('answers null for a job that is no repair', async () => {
    const placed = await kit.placeOrder(customer);
    const res = await intakeOf(placed.orderId, 'customer');
    expect(res.status).toBe(200);
    expect(res.value).toBeNull();
  });
});
