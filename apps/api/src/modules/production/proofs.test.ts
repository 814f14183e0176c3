import { approveProofRound } from '@portal/shared/production/approve-proof-round';
import { getJobOrderProofs } from '@portal/shared/production/get-job-order-proofs';
import { printProofApproval } from '@portal/shared/production/print-proof-approval';
import { requestProofChanges } from '@portal/shared/production/request-proof-changes';
import { uploadProofRound } from '@portal/shared/production/upload-proof-round';
import type { Language } from '@portal/shared/platform/language';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../platform/tables';
import type { Caller } from '../../test/send';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { orderTestKit } from '../orders/order-test-kit';
import { proofRounds } from './tables';

// Proofs in signed rounds: staff upload numbered rounds, the customer approves one (a typed signature,
// with the time and address) or asks for changes; an answered round never changes.

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
/** Tokens for the order kit and for the images, private media outside the API. */
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

async function upload(orderId: number, note: string, as: Caller = 'admin', count = 2) {
  const png = await kit.png();
  const images = Array.from({ length: count }, (_, i) => ({
    filename: `render-${i}.png`,
    type: 'image/png',
    data: png,
  }));
  return t.send(uploadProofRound, { params: { id: orderId }, form: { note, images } }, { as });
}
const approve = (
  orderId: number,
  roundId: number,
  signatureName = 'Ada Aurora',
  as: Caller = 'customer',
  language: Language = 'en',
) =>
  t.send(approveProofRound, { params: { id: orderId, roundId }, body: { signatureName } }, { as, language });
const askChanges = (
  orderId: number,
  roundId: number,
  comments = 'A thinner band, please.',
  as: Caller = 'customer',
) => t.send(requestProofChanges, { params: { id: orderId, roundId }, body: { comments } }, { as });
const proofsOf = async (orderId: number, as: Caller = 'customer') =>
  t.send(getJobOrderProofs, { params: { id: orderId } }, { as });

describe('proof rounds', () => {
  it('staff upload a round of images that only the order’s customer and staff see, and the customer is told', async () => {
    const { orderId, order_code: code } = await kit.placeOrder(customer);
    expect((await upload(orderId, 'First render', 'customer')).status).toBe(403);
    const first = await upload(orderId, 'First render');
    expect(first.status, first.response.body).toBe(201);
    const proofs = first.value;
    expect(proofs.canUpload).toBe(false);
    expect(proofs.rounds).toHaveLength(1);
    expect(proofs.rounds[0]).toMatchObject({ number: 1, status: 'open', note: 'First render' });
    expect(proofs.rounds[0]!.images).toHaveLength(2);

    expect((await proofsOf(orderId)).value.rounds[0]!.number).toBe(1);
    expect((await proofsOf(orderId, 'other')).status).toBe(404);
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
    expect((await upload(orderId, 'Nothing', 'admin', 0)).status).toBe(400);
    const refused = await t.send(
      uploadProofRound,
      {
        params: { id: orderId },
        form: {
          note: 'x',
          images: [{ filename: 'x.png', type: 'image/png', data: Buffer.from('not a picture') }],
        },
      },
      { as: 'admin' },
    );
    expect(refused.status).toBe(415);
    expect((await upload(orderId, 'Round 1')).status).toBe(201);
    const second = await upload(orderId, 'Round 2 too soon');
    expect(second.status).toBe(409);
    expect(second.errorMessages[0]!.value).toMatch(/^Round 1 of .+ awaits the customer's answer$/);
    expect((await proofsOf(orderId)).value.rounds).toHaveLength(1);
  });

  it('numbers the rounds: changes asked open the next, an approval is signed, recorded and final', async () => {
    const { orderId } = await kit.placeOrder(customer);
    const round1 = (await upload(orderId, 'Render A')).value.rounds[0]!;
    expect((await askChanges(orderId, round1.id, '  ')).status).toBe(400);
    expect((await askChanges(orderId, round1.id, 'Comments', 'admin')).status).toBe(403);
    const asked = await askChanges(orderId, round1.id);
    expect(asked.status, asked.response.body).toBe(200);
    expect(asked.value.rounds[0]).toMatchObject({
      status: 'changes_requested',
      comments: 'A thinner band, please.',
    });
    expect(asked.value.canUpload).toBe(true);
    expect((await approve(orderId, round1.id)).status).toBe(409);

    const round2 = (await upload(orderId, 'Render B, thinner')).value.rounds[0]!;
    expect(round2.number).toBe(2);
    expect((await approve(orderId, round2.id, 'A')).status).toBe(400);
    expect((await approve(orderId, round2.id, 'Staff Member', 'admin')).status).toBe(403);
    const approved = await approve(orderId, round2.id);
    expect(approved.status, approved.response.body).toBe(200);
    const signed = approved.value.rounds[0]!;
    expect(signed).toMatchObject({ number: 2, status: 'approved', signatureName: 'Ada Aurora' });
    expect(signed.signatureIp).toBeTruthy();
    expect(signed.decidedAt).toBeTruthy();
    expect(signed.decidedBy).toBeTruthy();
    expect(approved.value.canUpload).toBe(false);

    // Final: no answer changes it, no round follows it, and the database refuses any other writer.
    const again = await askChanges(orderId, round2.id);
    expect(again.status).toBe(409);
    expect(again.errorMessages[0]!.value).toMatch(/^Round 2 of .+ has been answered already$/);
    expect((await approve(orderId, round2.id, 'Somebody Else')).status).toBe(409);
    expect((await upload(orderId, 'Round 3')).status).toBe(409);
    await expect(
      t.db.update(proofRounds).set({ signatureName: 'Forged' }).where(eq(proofRounds.id, round2.id)),
    ).rejects.toThrow();
    expect((await proofsOf(orderId)).value.rounds[0]!.signatureName).toBe('Ada Aurora');
    // Another customer's job is not found, whatever the round.
    expect((await approve(orderId, round2.id, 'Other Person', 'other')).status).toBe(404);
  });

  it('gives one result when an approval and a request for changes arrive at once', async () => {
    const { orderId } = await kit.placeOrder(customer);
    const round = (await upload(orderId, 'Render')).value.rounds[0]!;
    const answers = await Promise.all([
      approve(orderId, round.id),
      askChanges(orderId, round.id),
      approve(orderId, round.id),
      askChanges(orderId, round.id),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
    const [stored] = await t.db.select().from(proofRounds).where(eq(proofRounds.id, round.id));
    expect(['approved', 'changes_requested']).toContain(stored!.status);
    expect(stored!.signatureName !== null).toBe(stored!.status === 'approved');
  });

  it('prints the approval as a PDF for the order’s customer and staff; a round not approved has none', async () => {
    const { orderId } = await kit.placeOrder(customer);
    const round = (await upload(orderId, 'Render')).value.rounds[0]!;
    const pdf = (as: Caller, language: Language = 'en') =>
      t.send(printProofApproval, { params: { id: orderId, roundId: round.id } }, { as, language });
    expect((await pdf('customer')).status).toBe(404);
    expect((await approve(orderId, round.id)).status).toBe(200);
    const printed = (await pdf('customer')).response;
    expect(printed.statusCode).toBe(200);
    expect(printed.headers['content-type']).toContain('application/pdf');
    expect(printed.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pdf('admin', 'fr')).status).toBe(200);
    expect((await pdf('other')).status).toBe(404);
  });

  it('answers in French', async () => {
    const { orderId } = await kit.placeOrder(customer);
    const round = (await upload(orderId, 'Rendu')).value.rounds[0]!;
    expect((await approve(orderId, round.id)).status).toBe(200);
    const again = await approve(orderId, round.id, 'Ada Aurora', 'customer', 'fr');
    expect(again.errorMessages[0]!.value).toMatch(/^La série 1 de .+ a déjà reçu une réponse$/);
  });
});
