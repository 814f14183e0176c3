import { portalLogin } from '@portal/shared/auth/portal-login';
import { getSignUpApplication } from '@portal/shared/customers/get-sign-up-application';
import { getSignUpApplications } from '@portal/shared/customers/get-sign-up-applications';
import {
  approveSignUpApplication,
  declineSignUpApplication,
} from '@portal/shared/customers/review-sign-up-application';
import type { SignUpForm } from '@portal/shared/customers/sign-up-schemas';
import { submitSignUp } from '@portal/shared/customers/submit-sign-up';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpApplications } from './sign-up-tables';
import { addresses, contactPersons, customers } from './tables';
import { countries, states } from '../reference/tables';
import { userCustomers, users } from '../users/tables';
import { createUser } from '../../test/fixtures';
import type { Caller } from '../../test/send';
import { startSmtpServer } from '../../test/smtp-server';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { CAPTCHA_FAILED, verifyCaptcha } from './captcha';
import { SIGN_UP_ANSWER } from './sign-up';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let us: number;
let ca: number;
let newYork: number;

beforeAll(async () => {
  // A real SMTP server on loopback, as the forgot-password tests: the invitation and the decline go through nodemailer.
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  us = (await t.db.select().from(countries).where(eq(countries.code, 'US')))[0]!.id;
  ca = (await t.db.select().from(countries).where(eq(countries.code, 'CA')))[0]!.id;
  newYork = (
    await t.db
      .select()
      .from(states)
      .where(and(eq(states.countryId, us), eq(states.code, 'NY')))
  )[0]!.id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let counter = 0;
const application = (extra: Partial<SignUpForm> = {}): SignUpForm => {
  counter += 1;
  return {
    companyName: `Maple Lane Jewelers ${counter}`,
    taxId: '12-3456789',
    phone: '+1 212 555 0100',
    website: 'https://maple-lane.example',
    firstName: 'Nora',
    lastName: `Lindqvist ${counter}`,
    email: `nora${counter}-${Date.now()}@maple-lane.example`,
    jobTitle: 'Owner',
    billingAddress: {
      line1: '12 Canal Street',
      city: 'New York',
      zip: '10013',
      countryId: us,
      stateId: newYork,
    },
    ...extra,
  };
};

const anonymous = { as: 'anonymous' } as const;
const apply = (body: SignUpForm, remoteAddress = '198.51.100.10') =>
  t.send(submitSignUp, { body }, { as: 'anonymous', remoteAddress });
const approve = (id: number, as: Caller, body: { accountNumber?: string } = {}) =>
  t.send(approveSignUpApplication, { params: { id }, body }, { as });
const decline = (id: number, body: { reason?: string } = {}) =>
  t.send(declineSignUpApplication, { params: { id }, body }, { as: 'admin' });

/** The text of the mails an address received, quoted-printable decoded (French text is sent that way). */
async function mailTo(email: string) {
  await t.app.services.mailer.deliverDue();
  return smtp.received
    .filter((m) => m.to.includes(email))
    .map((m) => ({
      ...m,
      raw: Buffer.from(
        m.raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8'),
    }));
}

async function applicationOf(email: string) {
  const [row] = await t.db.select().from(signUpApplications).where(eq(signUpApplications.email, email));
  return row!;
}

describe('sign-up: a prospective customer applies (spec §1)', () => {
  it('keeps the application and answers the same whether or not the e-mail has an account', async () => {
    const fresh = application();
    const res = await apply(fresh);
    expect(res.status).toBe(200);
    expect(res.value.message).toBe(SIGN_UP_ANSWER);
    expect(await applicationOf(fresh.email)).toMatchObject({
      status: 'pending',
      companyName: fresh.companyName,
    });

    const known = await apply(application({ email: DEMO.customer.email }), '198.51.100.11');
    expect(known.status).toBe(200);
    expect(known.response.body).toBe(res.response.body);
  });

  it('acknowledges the application by e-mail in the applicant’s language, telling an account’s owner instead', async () => {
    const english = application();
    await apply(english, '198.51.100.21');
    const [received] = await mailTo(english.email);
    expect(received?.raw).toContain('Subject: We received your application');
    expect(received?.raw).toContain(`Hello ${english.firstName},`);
    expect(received?.raw).toContain('will e-mail you once yours has been reviewed');

    const french = application({ language: 'fr' });
    await apply(french, '198.51.100.21');
    const [reçu] = await mailTo(french.email);
    expect(reçu?.raw).toContain('Merci pour votre demande d’ouverture de compte client.');

    // The form's answer is the same; only the owner of the address learns it already has an account.
    const other = await apply(application({ email: DEMO.other.email, language: 'fr' }), '198.51.100.22');
    expect(other.value.message).toBe(SIGN_UP_ANSWER);
    const mails = await mailTo(DEMO.other.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('Subject: We received an application with your e-mail address');
    expect(mails[0]!.raw).toContain('already has an account with us');
    expect(mails[0]!.raw).not.toContain('Maple Lane');
  });

  it('refuses bad input field by field and keeps nothing', async () => {
    const bad = application({
      email: 'not-an-email',
      companyName: '',
      billingAddress: { line1: '1 Rue', city: 'Montréal', countryId: ca, stateId: newYork },
    });
    const res = await apply(bad, '198.51.100.12');
    expect(res.status).toBe(400);
    expect(res.errorMessages).toEqual(
      expect.arrayContaining([
        { key: 'email', value: 'E-mail must be valid' },
        { key: 'companyName', value: 'Company is required' },
      ]),
    );
    const wrongState = await apply(
      application({ billingAddress: { line1: '1 Rue', city: 'Montréal', countryId: ca, stateId: newYork } }),
      '198.51.100.12',
    );
    expect(wrongState.status).toBe(400);
    expect(wrongState.errorMessages[0]?.key).toBe('billingAddress.stateId');
  });

  it('drops a robot that fills the hidden field, and limits applications per address', async () => {
    const robot = application({ companyFax: 'https://spam.example' });
    expect((await apply(robot, '198.51.100.13')).value.message).toBe(SIGN_UP_ANSWER);
    expect(
      await t.db.select().from(signUpApplications).where(eq(signUpApplications.email, robot.email)),
    ).toEqual([]);
    for (let i = 0; i < 5; i++) expect((await apply(application(), '198.51.100.14')).status).toBe(200);
    const sixth = await apply(application(), '198.51.100.14');
    expect(sixth.status).toBe(429);
    expect((await apply(application(), '198.51.100.15')).status).toBe(200);
  });

  it('asks for the captcha when one is configured', async () => {
    const guarded = await createTestApp({ env: { CAPTCHA_SITE_KEY: 'site-key', CAPTCHA_SECRET: 'secret' } });
    try {
      const res = await guarded.send(submitSignUp, { body: application() }, anonymous);
      expect(res.status).toBe(400);
      expect(res.errorMessages[0]?.key).toBe('captchaToken');
    } finally {
      await guarded.close();
    }
  });
});

describe('sign-up review by staff', () => {
  it('lists and shows applications to staff only; customers get 403', async () => {
    const body = application();
    await apply(body, '198.51.100.20');
    const list = await t.send(
      getSignUpApplications,
      { query: { status: 'pending', search: body.email } },
      { as: 'admin' },
    );
    expect(list.status).toBe(200);
    expect(list.value.items).toEqual([expect.objectContaining({ email: body.email, status: 'pending' })]);
    const id = list.value.items[0]!.id;
    const detail = await t.send(getSignUpApplication, { params: { id } }, { as: 'sales' });
    expect(detail.value).toMatchObject({
      companyName: body.companyName,
      billingAddress: { city: 'New York', stateName: 'New York', countryName: 'United States' },
      emailHasAccount: false,
    });
    for (const who of ['customer', 'other', 'viewer'] as const) {
      expect((await t.send(getSignUpApplications, {}, { as: who })).status, who).toBe(403);
      expect((await approve(id, who)).status).toBe(403);
    }
    expect((await t.send(getSignUpApplication, { params: { id: 2147483647 } }, { as: 'admin' })).status).toBe(
      404,
    );
  });

  it('approves into a customer with addresses, contact and an administrator who signs in with the e-mailed password', async () => {
    const body = application({ language: 'fr' });
    await apply(body, '198.51.100.21');
    const { id } = await applicationOf(body.email);
    const res = await approve(id, 'sales');
    expect(res.status).toBe(200);
    const approved = res.value;
    expect(approved).toMatchObject({
      status: 'approved',
      emailHasAccount: true,
      reviewedBy: expect.any(String),
    });
    expect(approved.accountNumber).toMatch(/^C\d+$/);

    const [customer] = await t.db.select().from(customers).where(eq(customers.id, approved.customerId!));
    expect(customer).toMatchObject({ name: body.companyName, taxId: body.taxId });
    const kept = await t.db.select().from(addresses).where(eq(addresses.customerId, customer!.id));
    expect(kept.map((a) => [a.kind, a.isDefault, a.city]).sort()).toEqual([
      ['billing', true, 'New York'],
      ['shipping', true, 'New York'],
    ]);
    const [contact] = await t.db
      .select()
      .from(contactPersons)
      .where(eq(contactPersons.customerId, customer!.id));
    expect(contact).toMatchObject({ email: body.email, isPrimary: true });
    const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(user).toMatchObject({ mustChangePassword: true, language: 'fr', status: 'active' });
    const [link] = await t.db.select().from(userCustomers).where(eq(userCustomers.userId, user!.id));
    expect(link).toMatchObject({ customerId: customer!.id, isDefault: true });

    const mail = (await mailTo(body.email)).at(-1); // after the acknowledgement of the application
    expect(mail!.raw).toContain(body.companyName);
    const password = /mot de passe temporaire : (\S+)/.exec(mail!.raw)?.[1];
    expect(password).toBeDefined();
    const login = await t.send(portalLogin, { body: { email: body.email, password: password! } }, anonymous);
    expect(login.status).toBe(200);
    expect(login.value.user).toMatchObject({
      mustChangePassword: true,
      activeCustomer: { id: customer!.id },
    });
    expect(login.value.user.permissions).toContain('CP_MY_PROFILE:USERS');

    const again = await approve(id, 'admin');
    expect(again.status).toBe(409);
  });

  it('will not approve an application whose e-mail already has an account, nor a taken account number', async () => {
    const known = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    await apply(application({ email: known.email }), '198.51.100.22');
    const { id } = await applicationOf(known.email);
    const res = await approve(id, 'admin');
    expect(res.status).toBe(409);
    expect((await applicationOf(known.email)).status).toBe('pending');

    const body = application();
    await apply(body, '198.51.100.22');
    const other = await applicationOf(body.email);
    const taken = await approve(other.id, 'admin', { accountNumber: 'C1001' });
    expect(taken.status).toBe(409);
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it('declines with a polite e-mail in the applicant language', async () => {
    const body = application();
    await apply(body, '198.51.100.23');
    const { id } = await applicationOf(body.email);
    const res = await decline(id, { reason: 'We only open accounts for businesses in our delivery area.' });
    expect(res.status).toBe(200);
    expect(res.value).toMatchObject({ status: 'declined', customerId: null });
    const mail = (await mailTo(body.email)).at(-1); // after the acknowledgement of the application
    expect(mail!.raw).toContain('Thank you for your interest');
    expect(mail!.raw).toContain('delivery area');
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    const again = await decline(id);
    expect(again.status).toBe(409);
  });
});

describe('captcha verification', () => {
  it('lets a good score of the right action through and refuses a low score, another action or no answer', async () => {
    const { createServer } = await import('node:http');
    let answer: object = {};
    const server = createServer((_, res) => res.end(JSON.stringify(answer)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const verifyUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
    const check = (token?: string) =>
      verifyCaptcha('secret', token, { ip: '1.2.3.4', action: 'signup', verifyUrl });
    try {
      answer = { success: true, score: 0.9, action: 'signup' };
      await expect(check('token')).resolves.toBeUndefined();
      await expect(check(undefined)).rejects.toThrow(CAPTCHA_FAILED);
      answer = { success: true, score: 0.1, action: 'signup' };
      await expect(check('token')).rejects.toThrow(CAPTCHA_FAILED);
      answer = { success: true, score: 0.9, action: 'login' };
      await expect(check('token')).rejects.toThrow(CAPTCHA_FAILED);
    } finally {
      server.close();
    }
    await expect(
      verifyCaptcha('secret', 'token', { ip: '1.2.3.4', action: 'signup', verifyUrl: 'http://127.0.0.1:1/' }),
    ).rejects.toThrow(CAPTCHA_FAILED);
  });
});
