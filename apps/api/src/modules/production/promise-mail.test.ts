// The e-mails of a promised day, through a real SMTP server: the customer's users hear of a day other
// than the one asked, each in their language, with the link to answer; the office hears of the answer.
import {
  acceptJobOrderPromise,
  cancelJobOrderPromise,
  promiseJobOrder,
} from '@portal/shared/production/job-promise';
import { addWorkingDays } from '@portal/shared/production/rules';
import { getRushTiers } from '@portal/shared/production/rush-tiers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_COMPANY } from '../../seed/reference-data';
import { startSmtpServer } from '../../test/smtp-server';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { orderTestKit } from '../orders/order-test-kit';
import { users } from '../users/tables';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
let customer: string;
let today: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  kit = await orderTestKit(t);
  customer = (await t.login(DEMO.customer)).token;
  today = t.clock.now().toISOString().slice(0, 10);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A job order placed with the standard tier and a needed-by day; answers its id and code. */
async function placeRushed(neededBy: string) {
  const tiers = (await t.send(getRushTiers, {}, { as: 'customer' })).value;
  const standard = tiers.find((x) => x.code === 'STANDARD')!;
  return kit.submitCart(customer, await kit.fillCart(customer), { rushTierId: standard.id, neededBy });
}

/** The workshop confirms the day asked or proposes another. */
const promise = (id: number, body: { promisedOn: string; note?: string }) =>
  t.send(promiseJobOrder, { params: { id }, body }, { as: 'admin' });

/** The mails that name the job, once the outbox worker has delivered what the calls queued. */
const mailsOf = async (code: string) => {
  await t.app.services.mailer.deliverDue();
  return smtp.received.filter((m) => m.raw.includes(code));
};
/** The body as sent: quoted-printable soft breaks and escapes undone, enough to read words and links. */
const bodyOf = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));

describe('a proposed day', () => {
  it('e-mails the customer’s users in their language with the day and the link to answer; the day asked sends none', async () => {
    const [demo] = await t.db.select().from(users).where(eq(users.email, DEMO.customer.email));
    await t.db.update(users).set({ language: 'fr' }).where(eq(users.id, demo!.id));
    try {
      const neededBy = addWorkingDays(today, 30);
      const job = await placeRushed(neededBy);
      const before = (await mailsOf(job.order_code)).length;
      // The day asked is agreed at once: nothing to answer, no e-mail of a proposal.
      await promise(job.orderId, { promisedOn: neededBy });
      expect((await mailsOf(job.order_code)).filter((m) => /propos/.test(bodyOf(m.raw)))).toHaveLength(0);

      const later = addWorkingDays(today, 35);
      const proposed = await promise(job.orderId, { promisedOn: later, note: 'Casting queue' });
      expect(proposed.status, proposed.response.body).toBe(200);
      const sent = (await mailsOf(job.order_code)).slice(before);
      const french = sent.find((m) => m.to.includes(DEMO.customer.email));
      expect(french).toBeDefined();
      const body = bodyOf(french!.raw);
      expect(body).toContain('L’atelier peut promettre le');
      expect(body).toContain(
        new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'UTC' }).format(
          new Date(`${later}T12:00:00Z`),
        ),
      );
      expect(body).toContain('Casting queue');
      expect(body).toContain(`/fr/backoffice/status-tracking/job-orders?tab=all&id=${job.orderId}`);
      // A user of another customer hears nothing of it.
      expect(sent.some((m) => m.to.includes(DEMO.other.email))).toBe(false);
    } finally {
      await t.db.update(users).set({ language: demo!.language }).where(eq(users.id, demo!.id));
    }
  });

  it('tells the office when the customer accepts, and when the customer cancels', async () => {
    const answers = { accept: acceptJobOrderPromise, cancel: cancelJobOrderPromise };
    for (const answer of ['accept', 'cancel'] as const) {
      const job = await placeRushed(addWorkingDays(today, 20));
      const later = addWorkingDays(today, 28);
      await promise(job.orderId, { promisedOn: later });
      const res = await t.send(answers[answer], { params: { id: job.orderId } }, { as: 'customer' });
      expect(res.status, res.response.body).toBe(200);
      const office = (await mailsOf(job.order_code)).filter((m) => m.to.includes(OWNER_COMPANY.email));
      expect(office).toHaveLength(1);
      expect(bodyOf(office[0]!.raw)).toContain(
        answer === 'accept' ? 'accepted the proposed date' : 'the order is cancelled',
      );
    }
  });
});
