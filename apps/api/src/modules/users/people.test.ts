import { refreshToken } from '@portal/shared/auth/refresh-token';
import { switchUser } from '@portal/shared/auth/switch-user';
import { getPortalUsersByCustomer } from '@portal/shared/customers/get-portal-users-by-customer';
import { getMyProfile } from '@portal/shared/users/get-my-profile';
import { getRoleByCode } from '@portal/shared/users/get-role-by-code';
import { getUserById } from '@portal/shared/users/get-user-by-id';
import { getUserCustomers } from '@portal/shared/users/get-user-customers';
import { getUserHistory } from '@portal/shared/users/get-user-history';
import { invitePortalUser } from '@portal/shared/users/invite-portal-user';
import { linkUserCustomer } from '@portal/shared/users/link-user-customer';
import { saveContactInfo } from '@portal/shared/users/save-contact-info';
import { setUserRoles } from '@portal/shared/users/set-user-roles';
import { setUserStatus } from '@portal/shared/users/set-user-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from './tables';
import { outboxEmails } from '../../platform/tables';
import { createUser, customerId } from '../../test/fixtures';
import type { Caller, SendInput } from '../../test/send';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

let t: TestApp;
let c1001: number;
let c1002: number;
let c1003: number;
/** A buyer of C1001 of this file's own, besides the demo accounts. */
let buyer: Caller;
beforeAll(async () => {
  t = await createTestApp();
  c1001 = await customerId(t.db, 'C1001');
  c1002 = await customerId(t.db, 'C1002');
  c1003 = await customerId(t.db, 'C1003');
  const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
  buyer = { token: (await t.login(user)).token };
});
afterAll(() => t.close());

const usersOf = (customerId: number, as: Caller) =>
  t.send(getPortalUsersByCustomer, { params: { id: customerId } }, { as });
const userById = (id: number, as: Caller) => t.send(getUserById, { body: { id } }, { as });
const setStatus = (id: number, status: 'active' | 'blocked', as: Caller) =>
  t.send(setUserStatus, { body: { id, status } }, { as });
const setRoles = (id: number, roleCodes: string[], as: Caller) =>
  t.send(setUserRoles, { body: { id, roleCodes } }, { as });
const roleByCode = (code: string, as: Caller) => t.send(getRoleByCode, { params: { code } }, { as });
const link = (id: number, customerId: number, linked: boolean, as: Caller) =>
  t.send(linkUserCustomer, { body: { id, customerId, linked } }, { as });
const inviteAs = (as: Caller, body: SendInput<typeof invitePortalUser>['body']) =>
  t.send(invitePortalUser, { body }, { as });
const historyOf = (id: number, as: Caller) => t.send(getUserHistory, { params: { id } }, { as });

/** A portal user of this file's own on the given customers. */
const portalUser = (customers = ['C1001']) => createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers });

describe('portal users of a customer: who may see and manage them', () => {
  it('answers staff and the customer administrator of C1001, 403 to a buyer, viewer and sales on writes', async () => {
    const user = await portalUser();
    const list = await usersOf(c1001, 'customer');
    expect(list.status).toBe(200);
    const row = list.value.find((u) => u.id === user.id);
    expect(row).toMatchObject({ status: 'active', roles: [{ code: 'CUSTOMER_BUYER' }] });
    expect((await usersOf(c1001, 'admin')).status).toBe(200);
    expect((await usersOf(c1001, 'sales')).status).toBe(200);
    expect((await usersOf(c1001, buyer)).status).toBe(403);
    expect((await usersOf(c1001, 'viewer')).status).toBe(403);
    for (const [who, as] of [
      ['buyer', buyer],
      ['viewer', 'viewer'],
      ['sales', 'sales'],
    ] as const) {
      const res = await setStatus(user.id, 'blocked', as);
      expect(res.status, who).toBe(403);
    }
  });

  it("answers another customer's users as missing to a customer administrator, whatever it asks", async () => {
    const theirs = await portalUser(['C1002']);
    const res = await usersOf(c1002, 'customer');
    expect(res.status).toBe(404);
    expect(res.response.body).not.toContain(theirs.email);
    for (const [name, answer] of [
      ['get-by-id', await userById(theirs.id, 'customer')],
      ['set-status', await setStatus(theirs.id, 'blocked', 'customer')],
      ['set-roles', await setRoles(theirs.id, ['READ_ONLY'], 'customer')],
    ] as const) {
      expect(answer.status, name).toBe(404);
      expect(answer.response.body).not.toContain(theirs.email);
    }
    const invite = await inviteAs('customer', {
      customerId: c1002,
      email: 'intruder@test.example',
      firstName: 'In',
      lastName: 'Truder',
      roleCodes: ['READ_ONLY'],
    });
    expect(invite.status).toBe(404);
    // Staff reach any customer's user.
    expect((await userById(theirs.id, 'admin')).value.email).toBe(theirs.email);
  });
});

describe('managing a portal user', () => {
  it('blocks a user, whose open session ends at once, and unblocks it', async () => {
    const user = await portalUser();
    const session = await t.login(user);
    const profile = () => t.send(getMyProfile, {}, { as: { token: session.token } });
    expect((await profile()).status).toBe(200);
    const blocked = await setStatus(user.id, 'blocked', 'customer');
    expect(blocked.value.status).toBe('blocked');
    expect((await profile()).status).not.toBe(200);
    const refresh = await t.send(
      refreshToken,
      { body: { token: session.token, refreshToken: session.refreshToken } },
      { as: 'anonymous' },
    );
    expect(refresh.status).toBeGreaterThanOrEqual(400);
    await expect(t.login(user)).rejects.toThrow();
    await setStatus(user.id, 'active', 'admin');
    expect((await t.login(user)).token).toBeTruthy();
  });

  it('sets roles: a customer administrator gives customer roles within its own rights only', async () => {
    const user = await portalUser();
    const staffRole = await setRoles(user.id, ['ADMINISTRATOR'], 'customer');
    expect(staffRole.status).toBe(400);
    const ok = await setRoles(user.id, ['READ_ONLY'], 'customer');
    expect(ok.value.roles.map((r) => r.code)).toEqual(['READ_ONLY']);
    const [me] = await t.db.select().from(users).where(eq(users.email, DEMO.customer.email));
    const self = await setRoles(me!.id, ['CUSTOMER_ADMIN'], 'customer');
    expect(self.status).toBe(400);
    const role = await roleByCode('READ_ONLY', 'customer');
    expect(role.value.permissions).toContain('CP_DASHBOARD:VIEW');
    expect((await roleByCode('ADMINISTRATOR', 'customer')).status).toBe(404);
    expect((await roleByCode('ADMINISTRATOR', 'admin')).value.isStaff).toBe(true);
  });

  it('links a user to several customers (staff only) and keeps it on one at least', async () => {
    const user = await portalUser();
    expect((await link(user.id, c1003, true, 'customer')).status).toBe(403);
    const linked = await link(user.id, c1003, true, 'admin');
    expect(linked.value.customers.map((c) => c.accountNumber)).toEqual(['C1001', 'C1003']);
    const mine = await t.send(
      getUserCustomers,
      { query: { accountNumber: '1003' } },
      { as: { token: (await t.login(user)).token } },
    );
    expect(mine.value).toEqual([
      { id: c1003, accountNumber: 'C1003', name: 'Aurora Outlet', isDefault: false },
    ]);
    await link(user.id, c1001, false, 'admin');
    const last = await link(user.id, c1003, false, 'admin');
    expect(last.status).toBe(400);
    const after = (await userById(user.id, 'admin')).value;
    expect(after.customers).toEqual([
      { id: c1003, accountNumber: 'C1003', name: 'Aurora Outlet', isDefault: true },
    ]);
    // A portal user cannot read another user's customers.
    const theirs = await t.send(getUserCustomers, { query: { userId: user.id } }, { as: buyer });
    expect(theirs.status).toBe(404);
  });

  it('invites a portal user once per e-mail, with an invitation mail naming the company and a password change required', async () => {
    const email = `invited-${Date.now()}@test.example`;
    const res = await inviteAs('customer', {
      customerId: c1001,
      email,
      firstName: 'Ines',
      lastName: 'Vidal',
      roleCodes: ['CUSTOMER_BUYER'],
    });
    expect(res.status).toBe(200);
    const [created] = await t.db.select().from(users).where(eq(users.email, email));
    const invited = (await userById(created!.id, 'customer')).value;
    expect(invited).toMatchObject({
      email,
      mustChangePassword: true,
      customers: [{ accountNumber: 'C1001' }],
    });
    // A second invitation answers the same (it must not tell that the e-mail has an account) and creates nobody.
    const again = await inviteAs('customer', {
      customerId: c1001,
      email,
      firstName: 'Ines',
      lastName: 'Vidal',
      roleCodes: ['CUSTOMER_BUYER'],
    });
    expect(again.status).toBe(200);
    expect(again.response.body).toBe(res.response.body);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    const mail = await vi.waitFor(async () => {
      const rows = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
      const row = rows.find((r) => r.textBody.includes('temporary password'));
      if (!row) throw new Error('no invitation yet');
      return row;
    });
    expect(mail.subject).toContain('Aurora Jewelers');
    // The temporary password is masked in the outbox (it was sealed for the administrator only).
    expect(mail.textBody).not.toMatch(/temporary password: [A-Za-z0-9_-]{10,}/);
  });
});

describe('history of a user', () => {
  it('shows staff who changed what, and on whose behalf after switch user; nobody else reads it', async () => {
    const user = await portalUser();
    await setStatus(user.id, 'blocked', 'admin');
    await setStatus(user.id, 'active', 'admin');
    const switched = await t.send(switchUser, { body: { userId: user.id } }, { as: 'admin' });
    expect(switched.status).toBe(200);
    const asUser = { token: switched.value.token };
    await t.send(saveContactInfo, { body: { phone1: '+1 212 555 0142' } }, { as: asUser });

    const history = await historyOf(user.id, 'admin');
    expect(history.status).toBe(200);
    const entries = history.value;
    const profile = entries.find((e) => e.action === 'profile.contactInfo')!;
    expect(profile.actor!.email).toBe(DEMO.admin.email);
    expect(profile.onBehalfOf!.email).toBe(user.email);
    expect(entries.filter((e) => e.action === 'user.block' || e.action === 'user.unblock')).toHaveLength(2);
    for (const [who, as] of [
      ['customer', 'customer'],
      ['buyer', buyer],
      ['viewer', 'viewer'],
    ] as const)
      expect((await historyOf(user.id, as)).status, who).toBe(403);
    expect((await historyOf(2147483000, 'admin')).status).toBe(404);
  });
});
