import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTestKit } from '../modules/orders/order-test-kit';
import { freePort, startHungServer, startSmtpServer } from '../test/smtp-server';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';
import { MASK } from './mail';
import { MailOutbox, outboxCounts } from './mail-outbox';
import { outboxEmails } from './tables';

// One loopback port for the SMTP server, which each test brings up, takes down, or replaces by one that hangs.
let port: number;
let t: TestApp;

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_TIMEOUT_SECONDS: '1', MAIL_GIVE_UP_HOURS: '1' },
  });
});
afterAll(() => t.close());

const mailer = () => t.app.services.mailer;
const outbox = () => mailer().outbox!;
const rowOf = async (id: number) =>
  (await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]!;
const later = (ms: number) => new Date(Date.now() + ms);
const mail = (subject: string, extra: object = {}) => ({
  to: 'buyer@test.example',
  subject,
  text: 'Hello',
  ...extra,
});

describe('the outbox worker', () => {
  it('retries a mail queued while the SMTP server is down and delivers it exactly once when it is back', async () => {
    const queued = await mailer().send(t.db, mail('While the server was down'));
    expect(queued.status).toBe('queued');
    await mailer().deliverDue();
    const failed = await rowOf(queued.id);
    expect(failed).toMatchObject({
      status: 'queued',
      attempts: 1,
      error: expect.stringMatching(/ECONNREFUSED/),
    });
    // The first retry waits 30 s.
    expect(failed.nextAttemptAt.getTime() - failed.lastAttemptAt!.getTime()).toBe(30_000);

    const smtp = await startSmtpServer(port);
    try {
      await mailer().deliverDue();
      expect(smtp.received).toHaveLength(0);
      expect(await outbox().runOnce(later(31_000))).toBe(1);
      expect(await outbox().runOnce(later(2 * 3_600_000))).toBe(0);
      expect(smtp.received.filter((m) => m.raw.includes('While the server was down'))).toHaveLength(1);
      expect(await rowOf(queued.id)).toMatchObject({ status: 'sent', attempts: 2, sentAt: expect.any(Date) });
    } finally {
      await smtp.close();
    }
  });

  it('takes again a mail whose worker died while sending it (its lease ran out), not one still being sent', async () => {
    const [dead, alive] = await t.db
      .insert(outboxEmails)
      .values([
        { ...row('Its worker died'), status: 'sending', attempts: 1, leaseUntil: later(-60_000) },
        { ...row('Its worker is alive'), status: 'sending', attempts: 1, leaseUntil: later(60_000) },
      ])
      .returning();
    const smtp = await startSmtpServer(port);
    try {
      await mailer().deliverDue();
      expect(smtp.received.map((m) => /Subject: (.*)/.exec(m.raw)?.[1])).toEqual(['Its worker died']);
      expect(await rowOf(dead!.id)).toMatchObject({ status: 'sent', attempts: 2 });
      expect(await rowOf(alive!.id)).toMatchObject({ status: 'sending', attempts: 1 });
    } finally {
      await smtp.close();
    }
  });

  it('never sends one mail twice when two workers share the database (another instance)', async () => {
    const subjects = Array.from({ length: 12 }, (_, i) => `Shared by two workers ${i}`);
    await t.db
      .insert(outboxEmails)
      .values(subjects.map((subject) => ({ ...row(subject), status: 'queued' })));
    const smtp = await startSmtpServer(port);
    const other = new MailOutbox({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'portal@test.example',
      seal: mailer().seal,
      log: { warn: () => {}, error: () => {} },
      timeoutSeconds: 1,
      giveUpHours: 1,
    });
    try {
      other.start(t.db);
      await Promise.all([other.drain(), mailer().deliverDue()]);
      for (const subject of subjects)
        expect(smtp.received.filter((m) => m.raw.includes(`Subject: ${subject}\r`))).toHaveLength(1);
    } finally {
      await other.stop();
      await smtp.close();
    }
  });

  it('gives a mail up after MAIL_GIVE_UP_HOURS, keeping no secret of it, and counts it', async () => {
    const queued = await mailer().send(
      t.db,
      mail('Your link', { text: 'Open /x?token=s3cr3t', secrets: ['s3cr3t'] }),
    );
    await mailer().deliverDue();
    expect(await rowOf(queued.id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      sealedText: expect.any(String),
    });
    // An hour later, the next attempt is due and fails too.
    await t.db
      .update(outboxEmails)
      .set({ queuedAt: later(-3_600_000), nextAttemptAt: new Date() })
      .where(eq(outboxEmails.id, queued.id));
    await mailer().deliverDue();
    const given = await rowOf(queued.id);
    expect(given).toMatchObject({
      status: 'failed',
      sealedText: null,
      error: expect.stringMatching(/ECONNREFUSED/),
    });
    expect(given.textBody).toBe(`Open /x?token=${MASK}`);
    const counts = await outboxCounts(t.db);
    expect(counts.failed).toBeGreaterThanOrEqual(1);
    expect(counts.failures).toBeGreaterThanOrEqual(1);
  });

  it('answers an order submission at once while the SMTP server hangs; the attempt times out and is retried', async () => {
    const hung = await startHungServer(port);
    try {
      const kit = await orderTestKit(t);
      const { token } = await t.login(DEMO.customer);
      const cart = await kit.fillCart(token);
      const started = Date.now();
      const order = await kit.submitCart(token, cart);
      expect(Date.now() - started).toBeLessThan(1000);
      const [queued] = await t.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.subject, `We received your order ${order.order_code}`));
      // Queued, or already being tried by the worker: either way the answer did not wait for it.
      expect(['queued', 'sending']).toContain(queued?.status);
      await mailer().deliverDue();
      expect(await rowOf(queued!.id)).toMatchObject({
        status: 'queued',
        attempts: 1,
        error: expect.any(String),
      });
    } finally {
      await hung.close();
    }
  });
});

function row(subject: string) {
  return { toAddress: 'buyer@test.example', subject, textBody: 'Hello' };
}
