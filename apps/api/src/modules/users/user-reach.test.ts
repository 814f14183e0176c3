import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules, roleSettings } from '../settings/tables';
import { roles, userCustomers, users } from './tables';
import { outboxEmails } from '../../platform/tables';
import { createUser, customerId } from '../../test/fixtures';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

// Attacks on user management that worked against the product as it was; each test proves it no longer does.
let t: TestApp;
let c1001: number;
let c1002: number;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  c1001 = await customerId(t.db, 'C1001');
  c1002 = await customerId(t.db, 'C1002');
  tokens.admin = (await t.login(DEMO.admin)).token;
  tokens.customer = (await t.login(DEMO.customer)).token;
  tokens.other = (await t.login(DEMO.other)).token;
});
afterAll(() => t.close());

const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: t.bearer(token), payload });
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: t.bearer(token) });

const rolesOf = async (userId: number) =>
  (await post('/User/get-by-id', tokens.admin!, { id: userId }))
    .json()
    .value.roles.map((r: { code: string }) => r.code) as string[];

async function mailsTo(email: string) {
  await t.app.services.mailer.settle();
  return t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
}

describe('a customer administrator reaches only users whose every customer is its own', () => {
  it('cannot promote, block or even see a user the funeral home shares with the jeweler; staff can', async () => {
    // A buyer of the jeweler (C1001) who also acts for the funeral home (C1002).
    const shared = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001', 'C1002'] });
    // The funeral home's administrator (C1002 only) tried to make it an administrator, then to block it.
    for (const who of ['other', 'customer']) {
      for (const [url, payload] of [
        ['/User/set-roles', { id: shared.id, roleCodes: ['CUSTOMER_ADMIN'] }],
        ['/User/set-status', { id: shared.id, status: 'blocked' }],
        ['/User/get-by-id', { id: shared.id }],
      ] as const) {
        const answer = await post(url, tokens[who]!, payload);
        expect(answer.statusCode, `${who} ${url}`).toBe(404);
        expect(answer.body).not.toContain(shared.email);
      }
    }
    for (const [who, customer] of [
      ['other', c1002],
      ['customer', c1001],
    ] as const) {
      const list = await get(`/User/getPortalUsersByCustomerId/${customer}`, tokens[who]!);
      expect(list.statusCode).toBe(200);
      expect(list.body, who).not.toContain(shared.email);
    }
    expect(await rolesOf(shared.id)).toEqual(['CUSTOMER_BUYER']);
    expect((await t.login(shared)).token).toBeTruthy();

    // Staff see every customer and are not restricted.
    const listed = await get(`/User/getPortalUsersByCustomerId/${c1002}`, tokens.admin!);
    expect(listed.body).toContain(shared.email);
    const promoted = await post('/User/set-roles', tokens.admin!, {
      id: shared.id,
      roleCodes: ['READ_ONLY'],
    });
    expect(promoted.statusCode).toBe(200);
  });

  it('still manages a user linked to its own customers only (C1001 and C1003 for the jeweler)', async () => {
    const both = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001', 'C1003'] });
    const list = await get(`/User/getPortalUsersByCustomerId/${c1001}`, tokens.customer!);
    expect(list.body).toContain(both.email);
    const res = await post('/User/set-roles', tokens.customer!, { id: both.id, roleCodes: ['READ_ONLY'] });
    expect(res.statusCode).toBe(200);
    expect(await rolesOf(both.id)).toEqual(['READ_ONLY']);
    // The funeral home's administrator reaches none of the jeweler's users.
    expect((await post('/User/get-by-id', tokens.other!, { id: both.id })).statusCode).toBe(404);
  });
});

describe('inviting obeys the same ceiling as set-roles', () => {
  it('a user manager without payment rights can neither invite nor promote anyone to customer administrator', async () => {
    // A role that manages users and reads everything, but may not pay or approve: CUSTOMER_ADMIN holds more.
    const [role] = await t.db
      .insert(roles)
      .values({ code: `USER_MANAGER_${Date.now()}`, name: 'User manager', isStaff: false })
      .returning();
    const readOnly = await t.db
      .select({ moduleId: roleSettings.moduleId, action: roleSettings.action })
      .from(roleSettings)
      .innerJoin(roles, eq(roles.id, roleSettings.roleId))
      .where(eq(roles.code, 'READ_ONLY'));
    const [profileModule] = await t.db
      .select()
      .from(modules)
      .where(inArray(modules.code, ['CP_MY_PROFILE']));
    await t.db.insert(roleSettings).values(
      [...readOnly, { moduleId: profileModule!.id, action: 'USERS' }].map((s) => ({
        ...s,
        roleId: role!.id,
      })),
    );
    const manager = await createUser(t.db, { roles: [role!.code], customers: ['C1001'] });
    const token = (await t.login(manager)).token;

    const email = `promoted-${Date.now()}@test.example`;
    const invite = (roleCodes: string[]) =>
      post('/User/invite', token, {
        customerId: c1001,
        email,
        firstName: 'Pia',
        lastName: 'Moss',
        roleCodes,
      });
    const tooHigh = await invite(['CUSTOMER_ADMIN']);
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().errorMessages[0]).toMatchObject({ key: 'roleCodes' });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const within = await invite(['READ_ONLY']);
    expect(within.statusCode).toBe(200);
    const [invited] = await t.db.select().from(users).where(eq(users.email, email));
    expect(await rolesOf(invited!.id)).toEqual(['READ_ONLY']);
    const promote = await post('/User/set-roles', token, { id: invited!.id, roleCodes: ['CUSTOMER_ADMIN'] });
    expect(promote.statusCode).toBe(400);
  });
});

describe('inviting never tells whether an e-mail has an account', () => {
  it('answers an existing e-mail exactly as a new one, and links or changes nothing', async () => {
    const existing = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    const invite = (email: string) =>
      post('/User/invite', tokens.other!, {
        customerId: c1002,
        email,
        firstName: 'Rae',
        lastName: 'Stone',
        roleCodes: ['CUSTOMER_ADMIN'],
      });
    const fresh = await invite(`fresh-${Date.now()}@test.example`);
    const taken = await invite(existing.email.toUpperCase());
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toBe(fresh.body);
    expect(taken.body).not.toContain(existing.email);
    // The existing user is not linked to the funeral home, nor given its roles; its owner is told by mail.
    const links = await t.db.select().from(userCustomers).where(eq(userCustomers.userId, existing.id));
    expect(links.map((l) => l.customerId)).toEqual([c1001]);
    expect(await rolesOf(existing.id)).toEqual(['CUSTOMER_BUYER']);
    const [mail] = await mailsTo(existing.email);
    expect(mail!.subject).toContain('Bellweather Funeral Home');
    expect(mail!.textBody).toContain('already has an account');
  });
});
