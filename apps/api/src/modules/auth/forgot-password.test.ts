import { forgotPassword } from '@portal/shared/auth/forgot-password';
import { portalLogin } from '@portal/shared/auth/portal-login';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../platform/tables';
import { createUser } from '../../test/fixtures';
import { type ReceivedMail, startSmtpServer } from '../../test/smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FORGOT_PASSWORD_ANSWER } from './forgot-password';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;

beforeAll(async () => {
  // A real SMTP server on loopback: the product sends through nodemailer exactly as in production.
  smtp = await startSmtpServer();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Portal <portal@test.example>' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const askForPassword = (email: string, remoteAddress?: string) =>
  t.send(forgotPassword, { body: { email } }, { as: 'anonymous', remoteAddress });
const signIn = (email: string, password: string) =>
  t.send(portalLogin, { body: { email, password } }, { as: 'anonymous' });

/** The mail is delivered after the answer (so that the answer's time tells nothing): wait for it to arrive. */
async function mailsTo(email: string, count = 1): Promise<ReceivedMail[]> {
  for (let i = 0; i < 250; i++) {
    const mails = smtp.received.filter((m) => m.to.includes(email));
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return smtp.received.filter((m) => m.to.includes(email));
}

describe('forgot password (spec §5)', () => {
  it('e-mails a generated password that signs in once and forces a change; the old one works until then', async () => {
    const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    const res = await askForPassword(user.email);
    expect(res.status).toBe(200);
    expect(res.value.message).toBe(FORGOT_PASSWORD_ANSWER);
    const [mail] = await mailsTo(user.email);
    expect(mail).toBeDefined();
    const generated = /New password: (\S+)/.exec(mail!.raw)?.[1];
    expect(generated).toBeDefined();
    // Sent, the mail's password is kept nowhere in clear: masked in the outbox, no sealed copy. The outbox row is
    // marked sent after the SMTP server took the message: wait for the delivery to finish.
    await t.app.services.mailer.deliverDue();
    const [kept] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, user.email));
    expect(kept).toMatchObject({ status: 'sent', sealedText: null });
    expect(kept!.textBody).not.toContain(generated);

    expect((await signIn(user.email, user.password)).status).toBe(200);
    const login = await signIn(user.email, generated!);
    expect(login.status).toBe(200);
    expect(login.value.user.mustChangePassword).toBe(true);
    expect((await signIn(user.email, user.password)).status).toBe(401);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = smtp.received.length;
    const res = await askForPassword('nobody-here@test.example');
    expect(res.status).toBe(200);
    expect(res.value.message).toBe(FORGOT_PASSWORD_ANSWER);
    await t.app.services.mailer.deliverDue();
    expect(smtp.received.length).toBe(before);
  });

  it('sends one mail per account within five minutes', async () => {
    const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    await askForPassword(user.email);
    await askForPassword(user.email);
    await t.app.services.mailer.deliverDue();
    expect(smtp.received.filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });

  it('refuses an invalid e-mail', async () => {
    const res = await askForPassword('nope');
    expect(res.status).toBe(400);
    expect(res.errorMessages).toContainEqual({ key: 'email', value: 'E-mail must be valid' });
  });
});

describe('forgot password throttled per address', () => {
  it('answers the same past the limit of one address, sends nothing more from it, and other addresses go on', async () => {
    const remoteAddress = '203.0.113.40';
    const burst = await Promise.all(
      Array.from({ length: 11 }, () => createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] })),
    );
    for (const user of burst) {
      const res = await askForPassword(user.email, remoteAddress);
      expect(res.status).toBe(200);
      expect(res.value.message).toBe(FORGOT_PASSWORD_ANSWER);
    }
    await t.app.services.mailer.deliverDue();
    const mailed = burst.filter((u) => smtp.received.some((m) => m.to.includes(u.email)));
    expect(mailed).toHaveLength(10);
    const last = burst[10]!;
    expect(mailed.map((u) => u.email)).not.toContain(last.email);
    // The same account from another address is served: the limit is the address's, not the account's.
    await askForPassword(last.email, '203.0.113.41');
    expect(await mailsTo(last.email)).toHaveLength(1);
  });
});
