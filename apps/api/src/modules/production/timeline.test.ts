import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../platform/tables';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { pdfText } from '../../test/pdf-text';
import { orderTestKit } from '../orders/order-test-kit';
import { users } from '../users/tables';

// The customer's side of production: the timeline of its own jobs, the stage e-mails as each user chose,
// the dashboard's latest updates; and the job bag staff print.

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
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

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown, lang = 'en') =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...t.bearer(token), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const move = (orderId: number, body: Record<string, unknown>, lang = 'en') =>
  call('POST', `/JobOrders/${orderId}/stage`, staff, body, lang);
const mailsTo = (email: string, subject: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, email), eq(outboxEmails.subject, subject)));

describe('the customer’s timeline and e-mails', () => {
  it('shows the customer its own jobs only, in its language', async () => {
    const placed = await kit.placeOrder(customer);
    await move(placed.orderId, { fromStageId: null });
    const own = await call('GET', `/JobOrders/${placed.orderId}/timeline`, customer, undefined, 'fr');
    expect(own.statusCode).toBe(200);
    expect(own.json().value.stages[0]).toMatchObject({ name: 'Conception', state: 'current' });
    expect(own.json().value.moves[0].toStage).toBe('Conception');
    const another = await call('GET', `/JobOrders/${placed.orderId}/timeline`, other);
    expect(another.statusCode).toBe(404);
    // The dashboard's latest production updates: the customer's own job, nobody else's.
    const updates = (await call('GET', '/Dashboard/production-updates', customer, undefined, 'fr')).json()
      .value;
    expect(updates[0]).toMatchObject({ orderId: placed.orderId, stageName: 'Conception', backward: false });
    const others = (await call('GET', '/Dashboard/production-updates?limit=20', other)).json().value;
    expect(others.some((u: { orderId: number }) => u.orderId === placed.orderId)).toBe(false);
    expect((await call('GET', '/JobOrders/2147483000/timeline', staff)).statusCode).toBe(404);
  });

  it('e-mails each stage change as each user chose in my profile, in their language', async () => {
    const placed = await kit.placeOrder(customer);
    const code = placed.order_code;
    expect((await call('GET', '/production-updates/mail-choice', customer)).json().value).toEqual({
      choice: 'all',
    });
    const design = (await move(placed.orderId, { fromStageId: null, note: 'First sketch done' })).json().value
      .currentStageId as number;
    const mails = await mailsTo(DEMO.customer.email, `${code}: now at Design`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('First sketch done');
    expect(mails[0]!.textBody).toContain(
      `/backoffice/status-tracking/job-orders?tab=all&id=${placed.orderId}`,
    );

    expect(
      (await call('PUT', '/production-updates/mail-choice', customer, { choice: 'sometimes' })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/production-updates/mail-choice', customer, { choice: 'shipped' })).json().value,
    ).toEqual({ choice: 'shipped' });
    const lists = (await call('GET', '/production-stages', staff)).json().value;
    const ids = (lists[0].stages as { id: number }[]).map((s) => s.id);
    await move(placed.orderId, { fromStageId: design });
    expect(await mailsTo(DEMO.customer.email, `${code}: now at CAD`)).toHaveLength(0);

    await t.db.update(users).set({ language: 'fr' }).where(eq(users.email, DEMO.customer.email));
    await move(placed.orderId, { fromStageId: ids[1], stageId: ids[7] });
    const shipped = await mailsTo(DEMO.customer.email, `${code} : Expédié`);
    expect(shipped).toHaveLength(1);
    expect(shipped[0]!.textBody).toContain(`Votre ordre de fabrication ${code} est passé à l’étape Expédié.`);
    expect(shipped[0]!.textBody).toContain(`/fr/backoffice/status-tracking/job-orders`);

    await call('PUT', '/production-updates/mail-choice', customer, { choice: 'none' });
    await move(placed.orderId, { fromStageId: ids[7], stageId: ids[6], reason: 'Clasp loose' });
    expect(
      await mailsTo(DEMO.customer.email, `${code} : maintenant à l’étape Contrôle qualité`),
    ).toHaveLength(0);
    await t.db.update(users).set({ language: 'en' }).where(eq(users.email, DEMO.customer.email));
    await call('PUT', '/production-updates/mail-choice', customer, { choice: 'all' });
  });
});

describe('the job bag', () => {
  it('prints the job’s code as a QR code and as text, for staff only', async () => {
    const placed = await kit.placeOrder(customer);
    await move(placed.orderId, { fromStageId: null });
    const pdf = await call('GET', `/JobOrders/${placed.orderId}/job-bag`, staff, undefined, 'fr');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('SACHET DE FABRICATION');
    expect(text).toContain(placed.order_code);
    expect(text).toContain('Conception');
    expect(text).toContain('Aurora Jewelers');
    expect((await call('GET', `/JobOrders/${placed.orderId}/job-bag`, customer)).statusCode).toBe(403);
    expect((await call('GET', '/JobOrders/2147483000/job-bag', staff)).statusCode).toBe(404);
  });
});
