import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from './tables';
import { outboxEmails } from '../../platform/tables';
import { createUser, customerId } from '../../test/fixtures';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

let t: TestApp;
let c1001: number;
let c1002: number;
let c1003: number;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  c1001 = await customerId(t.db, 'C1001');
  c1002 = await customerId(t.db, 'C1002');
  c1003 = await customerId(t.db, 'C1003');
  for (const [name, account] of Object.entries(DEMO)) tokens[name] = (await t.login(account)).token;
  const buyer = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
  tokens.buyer = (await t.login(buyer)).token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: t.bearer(token), payload });

/** A portal user of this file's own on the given customers. */
const portalUser = (customers = ['C1001']) => createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers });

describe('portal users of a customer: who may see and manage them', () => {
  it('answers staff and the customer administrator of C1001, 403 to a buyer, viewer and sales on writes', async () => {
    const user = await portalUser();
    const list = await call('GET', `/User/getPortalUsersByCustomerId/${c1001}`, tokens.customer!);
    expect(list.statusCode).toBe(200);
    const row = list.json().value.find((u: { id: number }) => u.id === user.id);
    expect(row).toMatchObject({ status: 'active', roles: [{ code: 'CUSTOMER_BUYER' }] });
    expect((await call('GET', `/User/getPortalUsersByCustomerId/${c1001}`, tokens.admin!)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/User/getPortalUsersByCustomerId/${c1001}`, tokens.sales!)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/User/getPortalUsersByCustomerId/${c1001}`, tokens.buyer!)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/User/getPortalUsersByCustomerId/${c1001}`, tokens.viewer!)).statusCode).toBe(
      403,
    );
    for (const who of ['buyer', 'viewer', 'sales']) {
      const res = await call('POST', '/User/set-status', tokens[who]!, { id: user.id, status: 'blocked' });
      expect(res.statusCode, who).toBe(403);
    }
  });

  it("answers another customer's users as missing to a customer administrator, whatever it asks", async () => {
    const theirs = await portalUser(['C1002']);
    const res = await call('GET', `/User/getPortalUsersByCustomerId/${c1002}`, tokens.customer!);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(theirs.email);
    for (const [url, payload] of [
      ['/User/get-by-id', { id: theirs.id }],
      ['/User/set-status', { id: theirs.id, status: 'blocked' }],
      ['/User/set-roles', { id: theirs.id, roleCodes: ['READ_ONLY'] }],
    ] as const) {
      const answer = await call('POST', url, tokens.customer!, payload);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toContain(theirs.email);
    }
    const invite = await call('POST', '/User/invite', tokens.customer!, {
      customerId: c1002,
      email: 'intruder@test.example',
      firstName: 'In',
      lastName: 'Truder',
      roleCodes: ['READ_ONLY'],
    });
    expect(invite.statusCode).toBe(404);
    // Staff reach any customer's user.
    expect((await call('POST', '/User/get-by-id', tokens.admin!, { id: theirs.id })).json().value.email).toBe(
      theirs.email,
    );
  });
});

describe('managing a portal user', () => {
  it('blocks a user, whose open session ends at once, and unblocks it', async () => {
    const user = await portalUser();
    const session = await t.login(user);
    expect((await call('GET', '/User/MyProfile', session.token)).statusCode).toBe(200);
    const blocked = await call('POST', '/User/set-status', tokens.customer!, {
      id: user.id,
      status: 'blocked',
    });
    expect(blocked.json().value.status).toBe('blocked');
    expect((await call('GET', '/User/MyProfile', session.token)).statusCode).not.toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refreshtoken',
      payload: { token: session.token, refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBeGreaterThanOrEqual(400);
    await expect(t.login(user)).rejects.toThrow();
    await call('POST', '/User/set-status', tokens.admin!, { id: user.id, status: 'active' });
    expect((await t.login(user)).token).toBeTruthy();
  });

  it('sets roles: a customer administrator gives customer roles within its own rights only', async () => {
    const user = await portalUser();
    const staffRole = await call('POST', '/User/set-roles', tokens.customer!, {
      id: user.id,
      roleCodes: ['ADMINISTRATOR'],
    });
    expect(staffRole.statusCode).toBe(400);
    const ok = await call('POST', '/User/set-roles', tokens.customer!, {
      id: user.id,
      roleCodes: ['READ_ONLY'],
    });
    expect(ok.json().value.roles.map((r: { code: string }) => r.code)).toEqual(['READ_ONLY']);
    const self = await call('POST', '/User/set-roles', tokens.customer!, {
      id: (await t.db.select().from(users).where(eq(users.email, DEMO.customer.email)))[0]!.id,
      roleCodes: ['CUSTOMER_ADMIN'],
    });
    expect(self.statusCode).toBe(400);
    const role = await call('POST', '/user/get-role-by-code/READ_ONLY', tokens.customer!);
    expect(role.json().value.permissions).toContain('CP_DASHBOARD:VIEW');
    expect((await call('POST', '/user/get-role-by-code/ADMINISTRATOR', tokens.customer!)).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', '/user/get-role-by-code/ADMINISTRATOR', tokens.admin!)).json().value.isStaff,
    ).toBe(true);
  });

  it('links a user to several customers (staff only) and keeps it on one at least', async () => {
    const user = await portalUser();
    expect(
      (
        await call('POST', '/User/link-customer', tokens.customer!, {
          id: user.id,
          customerId: c1003,
          linked: true,
        })
      ).statusCode,
    ).toBe(403);
    const linked = await call('POST', '/User/link-customer', tokens.admin!, {
      id: user.id,
      customerId: c1003,
      linked: true,
    });
    expect(linked.json().value.customers.map((c: { accountNumber: string }) => c.accountNumber)).toEqual([
      'C1001',
      'C1003',
    ]);
    const mine = await call('GET', '/User/user-customers?accountNumber=1003', (await t.login(user)).token);
    expect(mine.json().value).toEqual([
      { id: c1003, accountNumber: 'C1003', name: 'Aurora Outlet', isDefault: false },
    ]);
    await call('POST', '/User/link-customer', tokens.admin!, {
      id: user.id,
      customerId: c1001,
      linked: false,
    });
    const last = await call('POST', '/User/link-customer', tokens.admin!, {
      id: user.id,
      customerId: c1003,
      linked: false,
    });
    expect(last.statusCode).toBe(400);
    const after = (await call('POST', '/User/get-by-id', tokens.admin!, { id: user.id })).json().value;
    expect(after.customers).toEqual([
      { id: c1003, accountNumber: 'C1003', name: 'Aurora Outlet', isDefault: true },
    ]);
    // A portal user cannot read another user's customers.
    expect((await call('GET', `/User/user-customers?userId=${user.id}`, tokens.buyer!)).statusCode).toBe(404);
  });

  it('invites a portal user once per e-mail, with an invitation mail naming the company and a password change required', async () => {
    const email = `invited-${Date.now()}@test.example`;
    const res = await call('POST', '/User/invite', tokens.customer!, {
      customerId: c1001,
      email,
      firstName: 'Ines',
      lastName: 'Vidal',
      roleCodes: ['CUSTOMER_BUYER'],
    });
    expect(res.statusCode).toBe(200);
    const [created] = await t.db.select().from(users).where(eq(users.email, email));
    const invited = (await call('POST', '/User/get-by-id', tokens.customer!, { id: created!.id })).json()
      .value;
    expect(invited).toMatchObject({
      email,
      mustChangePassword: true,
      customers: [{ accountNumber: 'C1001' }],
    });
    // A second invitation answers the same (it must not tell that the e-mail has an account) and creates nobody.
    const again = await call('POST', '/User/invite', tokens.customer!, {
      customerId: c1001,
      email,
      firstName: 'Ines',
      lastName: 'Vidal',
      roleCodes: ['CUSTOMER_BUYER'],
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(res.body);
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
    await call('POST', '/User/set-status', tokens.admin!, { id: user.id, status: 'blocked' });
    await call('POST', '/User/set-status', tokens.admin!, { id: user.id, status: 'active' });
    const switched = await call('POST', '/auth/switchUser', tokens.admin!, { userId: user.id });
    expect(switched.statusCode).toBe(200);
    const asUser = switched.json().token as string;
    await call('POST', '/User/ContactInfo', asUser, { phone1: '+1 212 555 0142' });

    const history = await call('GET', `/User/history/${user.id}`, tokens.admin!);
    expect(history.statusCode).toBe(200);
    const entries = history.json().value as {
      action: string;
      actor: { email: string } | null;
      onBehalfOf: { email: string } | null;
    }[];
    const profile = entries.find((e) => e.action === 'profile.contactInfo')!;
    expect(profile.actor!.email).toBe(DEMO.admin.email);
    expect(profile.onBehalfOf!.email).toBe(user.email);
    expect(entries.filter((e) => e.action === 'user.block' || e.action === 'user.unblock')).toHaveLength(2);
    for (const who of ['customer', 'buyer', 'viewer'])
      expect((await call('GET', `/User/history/${user.id}`, tokens[who]!)).statusCode, who).toBe(403);
    expect((await call('GET', '/User/history/2147483000', tokens.admin!)).statusCode).toBe(404);
  });
});
