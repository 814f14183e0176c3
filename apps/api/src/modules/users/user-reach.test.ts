import { getPortalUsersByCustomer } from '@portal/shared/customers/get-portal-users-by-customer';
import { getUserById } from '@portal/shared/users/get-user-by-id';
import { invitePortalUser } from '@portal/shared/users/invite-portal-user';
import { setUserRoles } from '@portal/shared/users/set-user-roles';
import { setUserStatus } from '@portal/shared/users/set-user-status';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules, roleSettings } from '../settings/tables';
import { roles, userCustomers, users } from './tables';
import { outboxEmails } from '../../platform/tables';
import { createUser, customerId } from '../../test/fixtures';
import type { Caller, SendInput } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';

// Attacks on user management that worked against the product as it was; each test proves it no longer does.
let t: TestApp;
let c1001: number;
let c1002: number;
beforeAll(async () => {
  t = await createTestApp();
  c1001 = await customerId(t.db, 'C1001');
  c1002 = await customerId(t.db, 'C1002');
});
afterAll(() => t.close());

const usersOf = (id: number, as: Caller) => t.send(getPortalUsersByCustomer, { params: { id } }, { as });
const setRoles = (body: SendInput<typeof setUserRoles>['body'], as: Caller) =>
  t.send(setUserRoles, { body }, { as });
const userById = (id: number, as: Caller) => t.send(getUserById, { body: { id } }, { as });
const invite = (body: SendInput<typeof invitePortalUser>['body'], as: Caller) =>
  t.send(invitePortalUser, { body }, { as });

const rolesOf = async (userId: number) => (await userById(userId, 'admin')).value.roles.map((r) => r.code);

async function mailsTo(email: string) {
  await t.app.services.mailer.settle();
  return t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
}

describe('a customer administrator reaches only users whose every customer is its own', () => {
  it('cannot promote, block or even see a user the funeral home shares with the jeweler; staff can', async () => {
    // A buyer of the jeweler (C1001) who also acts for the funeral home (C1002).
    const shared = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001', 'C1002'] });
    // The funeral home's administrator (C1002 only) tried to make it an administrator, then to block it.
    for (const who of ['other', 'customer'] as const) {
      for (const [action, attempt] of [
        ['set-roles', () => setRoles({ id: shared.id, roleCodes: ['CUSTOMER_ADMIN'] }, who)],
        [
          'set-status',
          () => t.send(setUserStatus, { body: { id: shared.id, status: 'blocked' } }, { as: who }),
        ],
        ['get-by-id', () => userById(shared.id, who)],
      ] as const) {
        const answer = await attempt();
        expect(answer.status, `${who} ${action}`).toBe(404);
        expect(answer.response.body).not.toContain(shared.email);
      }
    }
    for (const [who, customer] of [
      ['other', c1002],
      ['customer', c1001],
    ] as const) {
      const list = await usersOf(customer, who);
      expect(list.status).toBe(200);
      expect(list.response.body, who).not.toContain(shared.email);
    }
    expect(await rolesOf(shared.id)).toEqual(['CUSTOMER_BUYER']);
    expect((await t.login(shared)).token).toBeTruthy();

    // Staff see every customer and are not restricted.
    const listed = await usersOf(c1002, 'admin');
    expect(listed.response.body).toContain(shared.email);
    const promoted = await setRoles({ id: shared.id, roleCodes: ['READ_ONLY'] }, 'admin');
    expect(promoted.status).toBe(200);
  });

  it('still manages a user linked to its own customers only (C1001 and C1003 for the jeweler)', async () => {
    const both = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001', 'C1003'] });
    const list = await usersOf(c1001, 'customer');
    expect(list.response.body).toContain(both.email);
    const res = await setRoles({ id: both.id, roleCodes: ['READ_ONLY'] }, 'customer');
    expect(res.status).toBe(200);
    expect(await rolesOf(both.id)).toEqual(['READ_ONLY']);
    // The funeral home's administrator reaches none of the jeweler's users.
    expect((await userById(both.id, 'other')).status).toBe(404);
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
    const asManager: Caller = { token: (await t.login(manager)).token };

    const email = `promoted-${Date.now()}@test.example`;
    const inviteAs = (roleCodes: string[]) =>
      invite({ customerId: c1001, email, firstName: 'Pia', lastName: 'Moss', roleCodes }, asManager);
    const tooHigh = await inviteAs(['CUSTOMER_ADMIN']);
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.errorMessages[0]).toMatchObject({ key: 'roleCodes' });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const within = await inviteAs(['READ_ONLY']);
    expect(within.status).toBe(200);
    const [invited] = await t.db.select().from(users).where(eq(users.email, email));
    expect(await rolesOf(invited!.id)).toEqual(['READ_ONLY']);
    const promote = await setRoles({ id: invited!.id, roleCodes: ['CUSTOMER_ADMIN'] }, asManager);
    expect(promote.status).toBe(400);
  });
});

describe('inviting never tells whether an e-mail has an account', () => {
  it('answers an existing e-mail exactly as a new one, and links or changes nothing', async () => {
    const existing = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    const inviteAs = (email: string) =>
      invite(
        { customerId: c1002, email, firstName: 'Rae', lastName: 'Stone', roleCodes: ['CUSTOMER_ADMIN'] },
        'other',
      );
    const fresh = await inviteAs(`fresh-${Date.now()}@test.example`);
    const taken = await inviteAs(existing.email.toUpperCase());
    expect(taken.status).toBe(fresh.status);
    expect(taken.status).toBe(200);
    expect(taken.response.body).toBe(fresh.response.body);
    expect(taken.response.body).not.toContain(existing.email);
    // The existing user is not linked to the funeral home, nor given its roles; its owner is told by mail.
    const links = await t.db.select().from(userCustomers).where(eq(userCustomers.userId, existing.id));
    expect(links.map((l) => l.customerId)).toEqual([c1001]);
    expect(await rolesOf(existing.id)).toEqual(['CUSTOMER_BUYER']);
    const [mail] = await mailsTo(existing.email);
    expect(mail!.subject).toContain('Bellweather Funeral Home');
    expect(mail!.textBody).toContain('already has an account');
  });
});
