import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../platform/tables';
import { createUser } from '../../test/fixtures';
import { freePort, startSmtpServer } from '../../test/smtp-server';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

// The SMTP server is down unless a test brings it up, so that mails fail and are given up (MAIL_GIVE_UP_HOURS=1).
let port: number;
let t: TestApp;
let staff: string;
let customer: string;

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_GIVE_UP_HOURS: '1' } });
  staff = (await t.login(DEMO.admin)).token;
  customer = (await t.login(DEMO.customer)).token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string) =>
  t.app.inject({ method, url: `/api${url}`, headers: t.bearer(token) });

/** Lets the worker try the mails of `to` until they are given up, as if the day had passed. */
async function giveUpMailsTo(to: string) {
  await t.app.services.mailer.deliverDue();
  await t.db
    .update(outboxEmails)
    .set({ queuedAt: new Date(Date.now() - 3_600_000), nextAttemptAt: new Date() })
    .where(eq(outboxEmails.toAddress, to));
  await t.app.services.mailer.deliverDue();
  return t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to));
}

async function queueAndGiveUp(to: string) {
  await t.app.services.mailer.send(t.db, {
    to,
    subject: 'An order update',
    text: 'Hello from the outbox test',
  });
  return giveUpMailsTo(to);
}

/** Brings the SMTP server up for `work`, then takes it down again; answers what it received. */
async function withSmtp(work: () => Promise<void>) {
  const smtp = await startSmtpServer(port);
  try {
    await work();
    await t.app.services.mailer.deliverDue();
    return smtp.received;
  } finally {
    await smtp.close();
  }
}

describe('the outbox screen’s calls', () => {
  it('refuse customers and list mails for staff, filtered by status, without their text', async () => {
    expect((await call('GET', '/mail-outbox', customer)).statusCode).toBe(403);
    expect((await call('POST', '/mail-outbox/1/resend', customer)).statusCode).toBe(403);
    const [given] = await queueAndGiveUp('a@test.example');
    const res = await call('GET', '/mail-outbox?status=failed&pageSize=50', staff);
    expect(res.statusCode).toBe(200);
    const { items, pagingData } = res.json().value;
    expect(items.every((m: { status: string }) => m.status === 'failed')).toBe(true);
    expect(pagingData).toMatchObject({ pageNo: 1, pageSize: 50 });
    expect(items.find((m: { id: number }) => m.id === given!.id)).toMatchObject({
      to: 'a@test.example',
      attempts: 2,
      lastError: expect.stringMatching(/ECONNREFUSED/),
      canSendAgain: true,
      holdsPassword: false,
    });
    expect(res.body).not.toContain('Hello from the outbox test');
    expect((await call('GET', '/mail-outbox?status=lost', staff)).statusCode).toBe(400);
  });

  it('send a given-up mail again: queued with attempts reset, then delivered once', async () => {
    const [given] = await queueAndGiveUp('b@test.example');
    expect(given?.status).toBe('failed');
    let answer: { status: string; attempts: number } | undefined;
    const received = await withSmtp(async () => {
      const res = await call('POST', `/mail-outbox/${given!.id}/resend`, staff);
      expect(res.statusCode).toBe(200);
      answer = res.json().value;
    });
    expect(answer).toMatchObject({ status: 'queued', attempts: 0 });
    expect(received.filter((m) => m.to.includes('b@test.example'))).toHaveLength(1);
    const [sent] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, given!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    // Sent, it cannot be sent again.
    expect((await call('POST', `/mail-outbox/${given!.id}/resend`, staff)).statusCode).toBe(409);
    expect((await call('POST', '/mail-outbox/2147483647/resend', staff)).statusCode).toBe(404);
  });

  it('send a given-up password mail again as a new password that signs in, never the masked one', async () => {
    const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      remoteAddress: '203.0.113.90',
    });
    expect(asked.statusCode).toBe(200);
    const [given] = await giveUpMailsTo(user.email);
    expect(given).toMatchObject({ status: 'failed', sealedText: null, purpose: 'password' });

    let answer: { id: number; status: string; holdsPassword: boolean } | undefined;
    const received = await withSmtp(async () => {
      const res = await call('POST', `/mail-outbox/${given!.id}/resend`, staff);
      expect(res.statusCode).toBe(200);
      answer = res.json().value;
    });
    expect(answer).toMatchObject({ status: 'queued', holdsPassword: true });
    expect(answer!.id).not.toBe(given!.id);
    const mails = received.filter((m) => m.to.includes(user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).not.toContain('••');
    const password = /New password: (\S+)/.exec(mails[0]!.raw)?.[1];
    expect(password).toBeDefined();

    const rows = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, user.email));
    expect(rows.find((r) => r.id === given!.id)).toMatchObject({
      status: 'replaced',
      replacedById: answer!.id,
    });
    expect(rows.find((r) => r.id === answer!.id)).toMatchObject({ status: 'sent', sealedText: null });
    expect(rows.every((r) => !r.textBody.includes(password!))).toBe(true);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/portal-login',
      payload: { email: user.email, password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.mustChangePassword).toBe(true);
    // The replaced mail is not sent again.
    expect((await call('POST', `/mail-outbox/${given!.id}/resend`, staff)).statusCode).toBe(409);
  });
});
