import type { Language } from '@portal/shared/platform/language';
import { sendContactMessage } from '@portal/shared/contact/send-contact-message';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../settings/tables';
import { outboxEmails } from '../../platform/tables';
import { OWNER_COMPANY } from '../../seed/reference-data';
import { startSmtpServer } from '../../test/smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CONTACT_ANSWER, TOO_MANY_MESSAGES } from './contact-us';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let counter = 0;
const message = (extra: object = {}) => {
  counter += 1;
  return {
    name: 'Léa Fontaine',
    email: `lea${counter}@atelier-fontaine.example`,
    phone: '+33 1 42 68 53 00',
    subject: `Custom signet ring ${counter}`,
    message: 'Could you engrave a family crest on an 18k signet ring? We would need twelve by March.',
    ...extra,
  };
};
/** Sends the form as a visitor at `ip`, then lets the outbox worker deliver what it queued. */
async function send(body: ReturnType<typeof message>, ip = '198.51.100.40', language?: Language) {
  const res = await t.send(sendContactMessage, { body }, { as: 'anonymous', remoteAddress: ip, language });
  await t.app.services.mailer.deliverDue();
  return res;
}

describe('contact us', () => {
  it('e-mails staff at the company address with the visitor as reply-to, and echoes nothing back', async () => {
    const sent = message();
    const res = await send(sent);
    expect(res.status).toBe(200);
    expect(res.value).toEqual({ message: CONTACT_ANSWER });
    expect(res.response.body).not.toContain(sent.email);
    expect(res.response.body).not.toContain(sent.subject);
    const mail = smtp.received.find((m) => m.raw.includes(sent.subject));
    expect(mail?.to).toEqual([OWNER_COMPANY.email]);
    expect(mail?.raw).toMatch(new RegExp(`^Reply-To: ${sent.email}`, 'mi'));
    expect(mail?.raw).toContain('family crest');
    expect(mail?.raw).toContain('+33 1 42 68 53 00');
    const [row] = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, OWNER_COMPANY.email))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    expect(row?.status).toBe('sent');
  });

  it('answers in French on the French site', async () => {
    const res = await send(message({ language: 'fr' }), '198.51.100.41', 'fr');
    expect(res.status).toBe(200);
    expect(res.value.message).toBe('Merci pour votre message. Notre équipe vous répondra sous peu.');
  });

  it('refuses bad input field by field and sends nothing', async () => {
    const before = smtp.received.length;
    const res = await send({
      ...message(),
      name: '',
      email: 'not-an-email',
      subject: ' ',
      message: '',
      phone: 'call me',
    });
    expect(res.status).toBe(400);
    expect(res.errorMessages.map((m) => m.key).sort()).toEqual([
      'email',
      'message',
      'name',
      'phone',
      'subject',
    ]);
    expect(smtp.received.length).toBe(before);
  });

  it('keeps a subject on one line, so no header can be slipped into the mail', async () => {
    const res = await send(message({ subject: 'Hello\r\nBcc: victim@example.com' }), '198.51.100.42');
    expect(res.status).toBe(200);
    const mail = smtp.received.find((m) => m.raw.includes('victim@example.com'));
    expect(mail?.to).toEqual([OWNER_COMPANY.email]);
    expect(mail?.raw).not.toMatch(/^Bcc:/im);
  });

  it('drops a robot that fills the hidden field, and limits messages to 5 an hour per address', async () => {
    const before = smtp.received.length;
    const robot = await send(message({ website: 'https://spam.example' }), '198.51.100.43');
    expect(robot.value.message).toBe(CONTACT_ANSWER);
    expect(smtp.received.length).toBe(before);
    for (let i = 0; i < 5; i++) expect((await send(message(), '198.51.100.44')).status).toBe(200);
    const sixth = await send(message(), '198.51.100.44');
    expect(sixth.status).toBe(429);
    expect(sixth.response.headers['retry-after']).toBe('3600');
    expect(sixth.errorMessages[0]!.value).toBe(TOO_MANY_MESSAGES);
    const sixthFr = await send(message(), '198.51.100.44', 'fr');
    expect(sixthFr.errorMessages[0]!.value).toMatch(/^Trop de messages/);
    expect((await send(message(), '198.51.100.45')).status).toBe(200);
    t.clock.advance(61 * 60_000);
    expect((await send(message(), '198.51.100.44')).status).toBe(200);
    const sentFromThrottled = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, OWNER_COMPANY.email), eq(outboxEmails.status, 'sent')));
    expect(sentFromThrottled.length).toBeGreaterThanOrEqual(7);
  });

  it('asks for the captcha when one is configured', async () => {
    const guarded = await createTestApp({ env: { CAPTCHA_SITE_KEY: 'site-key', CAPTCHA_SECRET: 'secret' } });
    try {
      const res = await guarded.send(sendContactMessage, { body: message() }, { as: 'anonymous' });
      expect(res.status).toBe(400);
      expect(res.errorMessages[0]!.key).toBe('captchaToken');
    } finally {
      await guarded.close();
    }
  });

  it('tells the visitor to call when the company has no e-mail to receive messages, and keeps nothing', async () => {
    await t.db.update(companies).set({ email: null }).where(eq(companies.email, OWNER_COMPANY.email));
    try {
      const sent = message();
      const res = await send(sent, '198.51.100.77', 'fr');
      expect(res.status).toBe(503);
      expect(res.errorMessages[0]!.value).toBe(
        'Les messages ne peuvent pas être envoyés depuis cette page pour le moment. Veuillez nous appeler.',
      );
      expect(smtp.received.some((m) => m.raw.includes(sent.subject))).toBe(false);
    } finally {
      await t.db
        .update(companies)
        .set({ email: OWNER_COMPANY.email })
        .where(eq(companies.code, OWNER_COMPANY.code));
    }
  });
});
