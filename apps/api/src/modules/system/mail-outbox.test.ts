import { forgotPassword } from '@portal/shared/auth/forgot-password';
import { portalLogin } from '@portal/shared/auth/portal-login';
import { listOutboxMails } from '@portal/shared/system/list-outbox-mails';
import { resendOutboxMail } from '@portal/shared/system/resend-outbox-mail';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../platform/tables';
import { createUser } from '../../test/fixtures';
import { freePort, startSmtpServer } from '../../test/smtp-server';
import { invalidInput, type Caller } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';

// The SMTP server is down unless a test brings it up, so that mails fail and are given up (MAIL_GIVE_UP_HOURS=1).
let port: number;
let t: TestApp;

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_GIVE_UP_HOURS: '1' } });
});
afterAll(() => t.close());

const resend = (id: number, as: Caller = 'admin') => t.send(resendOutboxMail, { params: { id } }, { as });

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
    expect((await t.send(listOutboxMails, {}, { as: 'customer' })).status).toBe(403);
    expect((await resend(1, 'customer')).status).toBe(403);
    const [given] = await queueAndGiveUp('a@test.example');
    const res = await t.send(listOutboxMails, { query: { status: 'failed', pageSize: 50 } }, { as: 'admin' });
    expect(res.status).toBe(200);
    const { items, pagingData } = res.value;
    expect(items.every((m) => m.status === 'failed')).toBe(true);
    expect(pagingData).toMatchObject({ pageNo: 1, pageSize: 50 });
    expect(items.find((m) => m.id === given!.id)).toMatchObject({
      to: 'a@test.example',
      attempts: 2,
      lastError: expect.stringMatching(/ECONNREFUSED/),
      canSendAgain: true,
      holdsPassword: false,
    });
    expect(res.response.body).not.toContain('Hello from the outbox test');
    // Not an outbox status: the server must refuse it.
    const lost = await t.send(listOutboxMails, { query: { status: invalidInput('lost') } }, { as: 'admin' });
    expect(lost.status).toBe(400);
  });

  it('send a given-up mail again: queued with attempts reset, then delivered once', async () => {
    const [given] = await queueAndGiveUp('b@test.example');
    expect(given?.status).toBe('failed');
    let answer: { status: string; attempts: number } | undefined;
    const received = await withSmtp(async () => {
      const res = await resend(given!.id);
      expect(res.status).toBe(200);
      answer = res.value;
    });
    expect(answer).toMatchObject({ status: 'queued', attempts: 0 });
    expect(received.filter((m) => m.to.includes('b@test.example'))).toHaveLength(1);
    const [sent] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, given!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    // Sent, it cannot be sent again.
    expect((await resend(given!.id)).status).toBe(409);
    expect((await resend(2147483647)).status).toBe(404);
  });

  it('send a given-up password mail again as a new password that signs in, never the masked one', async () => {
    const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    const asked = await t.send(
      forgotPassword,
      { body: { email: user.email } },
      { as: 'anonymous', remoteAddress: '203.0.113.90' },
    );
    expect(asked.status).toBe(200);
    const [given] = await giveUpMailsTo(user.email);
    expect(given).toMatchObject({ status: 'failed', sealedText: null, purpose: 'password' });

    let answer: { id: number; status: string; holdsPassword: boolean } | undefined;
    const received = await withSmtp(async () => {
      const res = await resend(given!.id);
      expect(res.status).toBe(200);
      answer = res.value;
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

    const login = await t.send(
      portalLogin,
      { body: { email: user.email, password: password! } },
      { as: 'anonymous' },
    );
    expect(login.status).toBe(200);
    expect(login.value.user.mustChangePassword).toBe(true);
    // The replaced mail is not sent again.
    expect((await resend(given!.id)).status).toBe(409);
  });
});
