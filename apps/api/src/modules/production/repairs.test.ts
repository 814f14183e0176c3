// Repairs intake: staff or the customer open a repair job with its intake; the rules and the permission
// matrix (another customer's repair is not found).
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart';
import { pdfText } from '../../test/pdf-text';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { customers } from '../customers/tables';
import { orderTestKit } from '../orders/order-test-kit';
import { orderItems, orders } from '../orders/tables';
import { serviceTypes } from '../reference/tables';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
let staff: string;
let customer: string;
let other: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  staff = (await t.login(DEMO.admin)).token;
  customer = (await t.login(DEMO.customer)).token;
  other = (await t.login(DEMO.other)).token;
  viewer = (await t.login(DEMO.viewer)).token;
});
afterAll(() => t.close());

type Intake = {
  orderId: number;
  orderCode: string;
  piece: string;
  items: { kind: string; description: string; weight: number; unit: string }[];
  photoUrls: string[];
  signedName: string;
  signedAt: string;
  signedIp: string;
  receivedBy: string | null;
};

const ITEMS = [
  { kind: 'STONE', description: 'Round diamond, centre', weight: 1.02 },
  { kind: 'METAL', description: '18K yellow gold band', weight: 4.375 },
];

async function open(token: string, fields: Record<string, string>, photo?: Buffer) {
  const form = multipartBody(
    {
      piece: 'Solitaire ring, size 6',
      condition: 'Prong bent at 2 o’clock; stone loose; light scratches on the shank',
      items: JSON.stringify(ITEMS),
      signedName: 'Ada Aurora',
      ...fields,
    },
    photo ? { photos: { filename: 'intake.png', type: 'image/png', data: photo } } : {},
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/repairs',
    payload: form.payload,
    headers: { ...form.headers, ...t.bearer(token) },
  });
}
const intakeOf = (orderId: number, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/JobOrders/${orderId}/repair-intake`, headers: t.bearer(token) });
const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]!.n;

describe('repairs intake', () => {
  it('opens a repair job from the portal with its photos, items with weights and signature', async () => {
    const res = await open(customer, {}, await kit.png());
    expect(res.statusCode, res.body).toBe(201);
    const intake = res.json().value as Intake;
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
    expect((await intakeOf(intake.orderId, customer)).json().value).toEqual(intake);
    expect((await intakeOf(intake.orderId, staff)).statusCode).toBe(200);
    expect((await intakeOf(intake.orderId, other)).statusCode).toBe(404);
    // It follows the stages of any job, once the customer has approved its price (repair-price.test.ts).
    const priced = await t.app.inject({
      method: 'POST',
      url: `/api/JobOrders/${intake.orderId}/repair-price`,
      payload: { lines: [{ kind: 'LABOUR', description: 'Retip the prong', amount: 60 }] },
      headers: t.bearer(staff),
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/JobOrders/${intake.orderId}/approve`,
      payload: { serviceType: 'REPAIR' },
      headers: t.bearer(customer),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/JobOrders/${intake.orderId}/stage`,
      payload: { fromStageId: null },
      headers: t.bearer(staff),
    });
    expect(moved.statusCode, moved.body).toBe(201);
  });

  it('lets staff open one for the customer they name, and records who received it', async () => {
    const [bellweather] = await t.db.select().from(customers).where(eq(customers.accountNumber, 'C1002'));
    const missing = await open(staff, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessages[0].key).toBe('customerId');
    const res = await open(staff, { customerId: String(bellweather!.id) });
    expect(res.statusCode, res.body).toBe(201);
    const intake = res.json().value as Intake;
    expect(intake.receivedBy).not.toBeNull();
    expect((await intakeOf(intake.orderId, other)).statusCode).toBe(200);
    expect((await intakeOf(intake.orderId, customer)).statusCode).toBe(404);
    // A customer cannot open one for another customer: the customer named is ignored, its own is used.
    const own = await open(customer, { customerId: String(bellweather!.id) });
    expect((await intakeOf((own.json().value as Intake).orderId, customer)).statusCode).toBe(200);
  });

  it('refuses bad input with nothing written, a file that is no picture, and a read-only user', async () => {
    const before = await orderCount();
    const unsigned = await open(customer, { signedName: ' ' });
    expect(unsigned.statusCode).toBe(400);
    const badWeight = await open(customer, {
      items: JSON.stringify([{ kind: 'STONE', description: 'Sapphire', weight: -1 }]),
    });
    expect(badWeight.statusCode).toBe(400);
    expect(badWeight.json().errorMessages.map((m: { key: string }) => m.key)).toContain('items.0.weight');
    const notJson = await open(customer, { items: 'two stones' });
    expect(notJson.statusCode).toBe(400);
    const notAPicture = await open(customer, {}, Buffer.from('not a picture'));
    expect(notAPicture.statusCode).toBe(415);
    expect((await open(viewer, {})).statusCode).toBe(403);
    expect(await orderCount()).toBe(before);
  });

  it('prints the intake with the job bag, in the reader’s language', async () => {
    const opened = (await open(customer, {}, await kit.png())).json().value as Intake;
    const bag = await t.app.inject({
      method: 'GET',
      url: `/api/JobOrders/${opened.orderId}/job-bag`,
      headers: { ...t.bearer(staff), 'accept-language': 'fr' },
    });
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
    const res = await intakeOf(placed.orderId, customer);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toBeNull();
  });
});
