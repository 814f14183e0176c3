import { getDashboardProductionUpdates } from '@portal/shared/dashboard/get-dashboard-production-updates';
import { getJobOrderTimeline } from '@portal/shared/production/get-job-order-timeline';
import { moveJobOrderStage } from '@portal/shared/production/move-job-order-stage';
import { printJobBag } from '@portal/shared/production/print-job-bag';
import {
  getProductionMailChoice,
  saveProductionMailChoice,
} from '@portal/shared/production/production-mail-choice';
import { getProductionStages } from '@portal/shared/production/production-stages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../platform/tables';
import { invalidInput, type Caller, type SendInput } from '../../test/send';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { pdfText } from '../../test/pdf-text';
import { orderTestKit } from '../orders/order-test-kit';
import { users } from '../users/tables';

// The customer's side of production: the timeline of its own jobs, the stage e-mails as each user chose,
// the dashboard's latest updates; and the job bag staff print.

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
/** The demo customer's token, for the order kit. */
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  customer = (await t.login(DEMO.customer)).token;
});
afterAll(() => t.close());

type MoveBody = Extract<SendInput<typeof moveJobOrderStage>, { body: unknown }>['body'];
const move = (orderId: number, body: MoveBody) =>
  t.send(moveJobOrderStage, { params: { id: orderId }, body }, { as: 'admin' });
const mailChoice = (choice: SendInput<typeof saveProductionMailChoice>['body']['choice']) =>
  t.send(saveProductionMailChoice, { body: { choice } }, { as: 'customer' });
const jobBag = (orderId: number, as: Caller) =>
  t.send(printJobBag, { params: { id: orderId } }, { as, language: 'fr' });
const mailsTo = (email: string, subject: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, email), eq(outboxEmails.subject, subject)));

describe('the customer’s timeline and e-mails', () => {
  it('shows the customer its own jobs only, in its language', async () => {
    const placed = await kit.placeOrder(customer);
    await move(placed.orderId, { fromStageId: null });
    const own = await t.send(
      getJobOrderTimeline,
      { params: { id: placed.orderId } },
      { as: 'customer', language: 'fr' },
    );
    expect(own.status).toBe(200);
    expect(own.value.stages[0]).toMatchObject({ name: 'Conception', state: 'current' });
    expect(own.value.moves[0]!.toStage).toBe('Conception');
    const another = await t.send(getJobOrderTimeline, { params: { id: placed.orderId } }, { as: 'other' });
    expect(another.status).toBe(404);
    // The dashboard's latest production updates: the customer's own job, nobody else's.
    const updates = (await t.send(getDashboardProductionUpdates, {}, { as: 'customer', language: 'fr' }))
      .value;
    expect(updates[0]).toMatchObject({ orderId: placed.orderId, stageName: 'Conception', backward: false });
    const others = (await t.send(getDashboardProductionUpdates, { query: { limit: 20 } }, { as: 'other' }))
      .value;
    expect(others.some((u) => u.orderId === placed.orderId)).toBe(false);
    expect((await t.send(getJobOrderTimeline, { params: { id: 2147483000 } }, { as: 'admin' })).status).toBe(
      404,
    );
  });

  it('e-mails each stage change as each user chose in my profile, in their language', async () => {
    const placed = await kit.placeOrder(customer);
    const code = placed.order_code;
    expect((await t.send(getProductionMailChoice, {}, { as: 'customer' })).value).toEqual({
      choice: 'all',
    });
    const design = (await move(placed.orderId, { fromStageId: null, note: 'First sketch done' })).value
      .currentStageId!;
    const mails = await mailsTo(DEMO.customer.email, `${code}: now at Design`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('First sketch done');
    expect(mails[0]!.textBody).toContain(
      `/backoffice/status-tracking/job-orders?tab=all&id=${placed.orderId}`,
    );

    // A choice the form does not offer, which the contract's type refuses too.
    expect((await mailChoice(invalidInput('sometimes'))).status).toBe(400);
    expect((await mailChoice('shipped')).value).toEqual({ choice: 'shipped' });
    const lists = (await t.send(getProductionStages, {}, { as: 'admin' })).value;
    const ids = lists[0]!.stages.map((s) => s.id);
    await move(placed.orderId, { fromStageId: design });
    expect(await mailsTo(DEMO.customer.email, `${code}: now at CAD`)).toHaveLength(0);

    await t.db.update(users).set({ language: 'fr' }).where(eq(users.email, DEMO.customer.email));
    await move(placed.orderId, { fromStageId: ids[1], stageId: ids[7] });
    const shipped = await mailsTo(DEMO.customer.email, `${code} : Expédié`);
    expect(shipped).toHaveLength(1);
    expect(shipped[0]!.textBody).toContain(`Votre ordre de fabrication ${code} est passé à l’étape Expédié.`);
    expect(shipped[0]!.textBody).toContain(`/fr/backoffice/status-tracking/job-orders`);

    await mailChoice('none');
    await move(placed.orderId, { fromStageId: ids[7], stageId: ids[6], reason: 'Clasp loose' });
    expect(
      await mailsTo(DEMO.customer.email, `${code} : maintenant à l’étape Contrôle qualité`),
    ).toHaveLength(0);
    await t.db.update(users).set({ language: 'en' }).where(eq(users.email, DEMO.customer.email));
    await mailChoice('all');
  });
});

describe('the job bag', () => {
  it('prints the job’s code as a QR code and as text, for staff only', async () => {
    const placed = await kit.placeOrder(customer);
    await move(placed.orderId, { fromStageId: null });
    const pdf = (await jobBag(placed.orderId, 'admin')).response;
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('SACHET DE FABRICATION');
    expect(text).toContain(placed.order_code);
    expect(text).toContain('Conception');
    expect(text).toContain('Aurora Jewelers');
    expect((await jobBag(placed.orderId, 'customer')).status).toBe(403);
    expect((await jobBag(2147483000, 'admin')).status).toBe(404);
  });
});
