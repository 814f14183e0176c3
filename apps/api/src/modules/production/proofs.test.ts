import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../platform/tables';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { orderTestKit } from '../orders/order-test-kit';
import { proofRounds } from './tables';

// Proofs in signed rounds: staff upload numbered rounds, the customer approves one (a typed signature,
// with the time and address) or asks for changes; an answered round never changes.

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

type Round = {
  id: number;
  number: number;
  status: string;
  note: string | null;
  images: { url: string }[];
  signatureName: string | null;
  signatureIp: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  comments: string | null;
};
type Proofs = { rounds: Round[]; canUpload: boolean; deposit: unknown };

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown, lang = 'en') =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...t.bearer(token), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function upload(orderId: number, note: string, token = staff, count = 2) {
  const png = await kit.png();
  const files = Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `images${i}`,
      { filename: `render-${i}.png`, type: 'image/png', data: png },
    ]),
  );
  const form = multipartBody({ note }, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/JobOrders/${orderId}/proofs`,
    payload: form.payload,
    headers: { ...form.headers, ...t.bearer(token) },
  });
}
const approve = (
  orderId: number,
  roundId: number,
  signatureName = 'Ada Aurora',
  token = customer,
  lang = 'en',
) => call('POST', `/JobOrders/${orderId}/proofs/${roundId}/approve`, token, { signatureName }, lang);
const askChanges = (
  orderId: number,
  roundId: number,
  comments = 'A thinner band, please.',
  token = customer,
) => call('POST', `/JobOrders/${orderId}/proofs/${roundId}/request-changes`, token, { comments });
const proofsOf = async (orderId: number, token = customer) =>
  (await call('GET', `/JobOrders/${orderId}/proofs`, token)).json().value as Proofs;

describe('proof rounds', () => {
  it('staff upload a round of images that only the order’s customer and staff see, and the customer is told', async () => {
    const { orderId, order_code: code } = await kit.placeOrder(customer);
    expect((await upload(orderId, 'First render', customer)).statusCode).toBe(403);
    const first = await upload(orderId, 'First render');
    expect(first.statusCode, first.body).toBe(201);
    const proofs = first.json().value as Proofs;
    expect(proofs.canUpload).toBe(false);
    expect(proofs.rounds).toHaveLength(1);
    expect(proofs.rounds[0]).toMatchObject({ number: 1, status: 'open', note: 'First render' });
    expect(proofs.rounds[0]!.images).toHaveLength(2);

    expect((await proofsOf(orderId)).rounds[0]!.number).toBe(1);
    expect((await call('GET', `/JobOrders/${orderId}/proofs`, other)).statusCode).toBe(404);
    const image = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: proofs.rounds[0]!.images[0]!.url,
        headers: token ? t.bearer(token) : {},
      });
    const seen = await image(customer);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect((await image(staff)).statusCode).toBe(200);
    expect((await image(other)).statusCode).toBe(404);
    expect((await image()).statusCode).toBe(404);

    const mails = await t.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.toAddress, DEMO.customer.email),
          eq(outboxEmails.subject, `${code}: proof round 1 is ready for your approval`),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('First render');
  });

  it('refuses a round without images, a file that is no picture, and a second round while one awaits the customer', async () => {
    const { orderId } = await kit.placeOrder(customer);
    expect((await upload(orderId, 'Nothing', staff, 0)).statusCode).toBe(400);
    const notAPicture = multipartBody(
      { note: 'x' },
      { images: { filename: 'x.png', type: 'image/png', data: Buffer.from('not a picture') } },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/JobOrders/${orderId}/proofs`,
      payload: notAPicture.payload,
      headers: { ...notAPicture.headers, ...t.bearer(staff) },
    });
    expect(refused.statusCode).toBe(415);
    expect((await upload(orderId, 'Round 1')).statusCode).toBe(201);
    const second = await upload(orderId, 'Round 2 too soon');
    expect(second.statusCode).toBe(409);
    expect(second.json().errorMessages[0].value).toMatch(/^Round 1 of .+ awaits the customer's answer$/);
    expect((await proofsOf(orderId)).rounds).toHaveLength(1);
  });

  it('numbers the rounds: changes asked open the next, an approval is signed, recorded and final', async () => {
    const { orderId } = await kit.placeOrder(customer);
    const round1 = ((await upload(orderId, 'Render A')).json().value as Proofs).rounds[0]!;
    expect((await askChanges(orderId, round1.id, '  ')).statusCode).toBe(400);
    expect((await askChanges(orderId, round1.id, 'Comments', staff)).statusCode).toBe(403);
    const asked = await askChanges(orderId, round1.id);
    expect(asked.statusCode, asked.body).toBe(200);
    expect((asked.json().value as Proofs).rounds[0]).toMatchObject({
      status: 'changes_requested',
      comments: 'A thinner band, please.',
    });
    expect((asked.json().value as Proofs).canUpload).toBe(true);
    expect((await approve(orderId, round1.id)).statusCode).toBe(409);

    const round2 = ((await upload(orderId, 'Render B, thinner')).json().value as Proofs).rounds[0]!;
    expect(round2.number).toBe(2);
    expect((await approve(orderId, round2.id, 'A')).statusCode).toBe(400);
    expect((await approve(orderId, round2.id, 'Staff Member', staff)).statusCode).toBe(403);
    const approved = await approve(orderId, round2.id);
    expect(approved.statusCode, approved.body).toBe(200);
    const signed = (approved.json().value as Proofs).rounds[0]!;
    expect(signed).toMatchObject({ number: 2, status: 'approved', signatureName: 'Ada Aurora' });
    expect(signed.signatureIp).toBeTruthy();
    expect(signed.decidedAt).toBeTruthy();
    expect(signed.decidedBy).toBeTruthy();
    expect((approved.json().value as Proofs).canUpload).toBe(false);

    // Final: no answer changes it, no round follows it, and the database refuses any other writer.
    const again = await askChanges(orderId, round2.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessages[0].value).toMatch(/^Round 2 of .+ has been answered already$/);
    expect((await approve(orderId, round2.id, 'Somebody Else')).statusCode).toBe(409);
    expect((await upload(orderId, 'Round 3')).statusCode).toBe(409);
    await expect(
      t.db.update(proofRounds).set({ signatureName: 'Forged' }).where(eq(proofRounds.id, round2.id)),
    ).rejects.toThrow();
    expect((await proofsOf(orderId)).rounds[0]!.signatureName).toBe('Ada Aurora');
    // Another customer's job is not found, whatever the round.
    expect((await approve(orderId, round2.id, 'Other Person', other)).statusCode).toBe(404);
  });

  it('gives one result when an approval and a request for changes arrive at once', async () => {
    const { orderId } = await kit.placeOrder(customer);
    const round = ((await upload(orderId, 'Render')).json().value as Proofs).rounds[0]!;
    const answers = await Promise.all([
      approve(orderId, round.id),
      askChanges(orderId, round.id),
      approve(orderId, round.id),
      askChanges(orderId, round.id),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(3);
    const [stored] = await t.db.select().from(proofRounds).where(eq(proofRounds.id, round.id));
    expect(['approved', 'changes_requested']).toContain(stored!.status);
    expect(stored!.signatureName !== null).toBe(stored!.status === 'approved');
  });

  it('prints the approval as a PDF for the order’s customer and staff; a round not approved has none', async () => {
    const { orderId } = await kit.placeOrder(customer);
    const round = ((await upload(orderId, 'Render')).json().value as Proofs).rounds[0]!;
    const pdf = (token: string, lang = 'en') =>
      call('GET', `/JobOrders/${orderId}/proofs/${round.id}/approval.pdf`, token, undefined, lang);
    expect((await pdf(customer)).statusCode).toBe(404);
    expect((await approve(orderId, round.id)).statusCode).toBe(200);
    const printed = await pdf(customer);
    expect(printed.statusCode).toBe(200);
    expect(printed.headers['content-type']).toContain('application/pdf');
    expect(printed.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pdf(staff, 'fr')).statusCode).toBe(200);
    expect((await pdf(other)).statusCode).toBe(404);
  });

  it('answers in French', async () => {
    const { orderId } = await kit.placeOrder(customer);
    const round = ((await upload(orderId, 'Rendu')).json().value as Proofs).rounds[0]!;
    expect((await approve(orderId, round.id)).statusCode).toBe(200);
    const again = await approve(orderId, round.id, 'Ada Aurora', customer, 'fr');
    expect(again.json().errorMessages[0].value).toMatch(/^La série 1 de .+ a déjà reçu une réponse$/);
  });
});
