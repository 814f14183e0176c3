import { createUniqueId } from '@portal/shared/auth/create-unique-id';
import { getCurrentUser } from '@portal/shared/auth/get-current-user';
import { loginWithUniqueId } from '@portal/shared/auth/login-with-unique-id';
import { logout } from '@portal/shared/auth/logout';
import { portalLogin } from '@portal/shared/auth/portal-login';
import { refreshToken } from '@portal/shared/auth/refresh-token';
import { switchCustomer } from '@portal/shared/auth/switch-customer';
import { switchUser } from '@portal/shared/auth/switch-user';
import { changePassword } from '@portal/shared/users/change-password';
import { getAvailableModules } from '@portal/shared/users/get-available-modules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../users/tables';
import { auditLog } from '../../platform/tables';
import { createUser, customerId } from '../../test/fixtures';
import type { SendInput } from '../../test/send';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// These tests move the clock by minutes and days, so each signs in its own session (`t.login`) instead of calling as
// a demo account, whose token the send client keeps for the whole file.
const anonymous = { as: 'anonymous' } as const;
const signIn = (body: SendInput<typeof portalLogin>['body']) => t.send(portalLogin, { body }, anonymous);
const refresh = (body: SendInput<typeof refreshToken>['body']) => t.send(refreshToken, { body }, anonymous);
const getUser = (token: string) => t.send(getCurrentUser, {}, { as: { token } });

describe('portal-login', () => {
  it.each(Object.entries(DEMO))(
    'signs in the demo account %s with token, refresh token and user',
    async (_name, account) => {
      const res = await signIn(account);
      expect(res.status).toBe(200);
      const body = res.value;
      expect(body.token.split('.')).toHaveLength(3);
      expect(body.refreshToken.length).toBeGreaterThan(20);
      expect(body.user.email).toBe(account.email);
      expect(body.user.permissions).toContain('0');
    },
  );

  it('gives the customer user the active customer C1001 and both linked customers', async () => {
    const { user } = (await signIn(DEMO.customer)).value;
    expect(user.activeCustomer?.accountNumber).toBe('C1001');
    expect(user.usersCustomers.map((c) => c.accountNumber)).toEqual(['C1001', 'C1003']);
    expect(user.scope).toEqual({ customerId: user.activeCustomer?.id, allCustomers: false });
    expect(user.permissions).not.toContain('CP_CONFIGURATION:VIEW');
  });

  it('gives the administrator every permission and every customer', async () => {
    const { user } = (await signIn(DEMO.admin)).value;
    expect(user.kind).toBe('staff');
    expect(user.scope.allCustomers).toBe(true);
    expect(user.permissions).toEqual(
      expect.arrayContaining(['CP_CONFIGURATION:EDIT', 'CP_USERS:SWITCH', 'CP_PAYMENTS:VIEWP']),
    );
    expect(user.availableModules.map((m) => m.code)).toContain('CP_CONFIGURATION');
  });

  it('accepts the e-mail in a username field, in any case', async () => {
    const res = await signIn({ username: 'Customer@Demo.TEST', password: DEMO.customer.password });
    expect(res.status).toBe(200);
  });

  it('never tells which of e-mail or password was wrong', async () => {
    const wrongPassword = await signIn({ email: DEMO.sales.email, password: 'nope' });
    const wrongEmail = await signIn({ email: 'nobody@demo.test', password: 'nope' });
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.status).toBe(401);
    expect(wrongPassword.errorMessages).toEqual(wrongEmail.errorMessages);
    // The refusal of this raw call is still the envelope: read it whole.
    expect(wrongPassword.response.json()).toMatchObject({ value: null, hasErrors: true });
  });

  it('refuses an invalid e-mail with the spec message', async () => {
    const res = await signIn({ email: 'not-an-email', password: 'x' });
    expect(res.status).toBe(400);
    expect(res.errorMessages).toContainEqual({ key: 'email', value: 'E-mail must be valid' });
  });

  it('answers 403 to a blocked user, at sign-in and at once on a token issued before the block', async () => {
    const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    const { token } = (await signIn(user)).value;
    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, user.id));
    const login = await signIn(user);
    expect(login.status).toBe(403);
    expect(login.errorMessages[0]?.key).toBe('blocked');
    const me = await getUser(token);
    expect(me.status).toBe(403);
    expect(me.errorMessages[0]?.key).toBe('blocked');
  });

  it('honours mustChangePassword: only the password change and the user call work until it is changed', async () => {
    const user = await createUser(t.db, {
      roles: ['CUSTOMER_BUYER'],
      customers: ['C1001'],
      mustChangePassword: true,
    });
    const { token, user: me } = (await signIn(user)).value;
    const asUser = { as: { token } };
    expect(me.mustChangePassword).toBe(true);
    expect((await getUser(token)).status).toBe(200);
    const blocked = await t.send(getAvailableModules, {}, asUser);
    expect(blocked.status).toBe(403);
    expect(blocked.errorMessages[0]?.key).toBe('mustChangePassword');
    const weak = await t.send(
      changePassword,
      { body: { currentPassword: user.password, newPassword: 'short' } },
      asUser,
    );
    expect(weak.status).toBe(400);
    const newPassword = 'A-much-better-passw0rd';
    const changed = await t.send(
      changePassword,
      { body: { currentPassword: user.password, newPassword, confirmPassword: newPassword } },
      asUser,
    );
    expect(changed.status).toBe(200);
    expect((await t.send(getAvailableModules, {}, asUser)).status).toBe(200);
    expect((await signIn({ email: user.email, password: newPassword })).status).toBe(200);
  });
});

describe('login rate limiting', () => {
  it('locks an account after repeated failures, even for the right password', async () => {
    const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    for (let i = 0; i < 5; i++)
      expect((await signIn({ email: user.email, password: 'wrong' })).status).toBe(401);
    const locked = await signIn(user);
    expect(locked.status).toBe(429);
    expect(locked.response.headers['retry-after']).toBeDefined();
    t.clock.advance(16 * 60_000);
    expect((await signIn(user)).status).toBe(200);
  });

  it('limits failures per IP across accounts', async () => {
    const limited = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_IP: '3' } });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await limited.send(
          portalLogin,
          { body: { email: `x${i}@demo.test`, password: 'bad' } },
          anonymous,
        );
        expect(res.status).toBe(401);
      }
      const res = await limited.send(portalLogin, { body: DEMO.customer }, anonymous);
      expect(res.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('access tokens', () => {
  it('expire after 15 minutes', async () => {
    const { token } = await t.login(DEMO.viewer);
    t.clock.advance(14 * 60_000);
    expect((await getUser(token)).status).toBe(200);
    t.clock.advance(2 * 60_000);
    const res = await getUser(token);
    expect(res.status).toBe(401);
    expect(res.response.json().hasErrors).toBe(true);
  });
});

describe('refreshtoken', () => {
  it('rotates: the new pair works and carries the same user', async () => {
    const first = await t.login(DEMO.customer);
    const res = await refresh({ refreshToken: first.refreshToken });
    expect(res.status).toBe(200);
    const second = res.value;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.user.email).toBe(DEMO.customer.email);
    expect((await getUser(second.token)).status).toBe(200);
  });

  it('accepts the token in a `token` field', async () => {
    const first = await t.login(DEMO.customer);
    expect((await refresh({ token: first.refreshToken })).status).toBe(200);
  });

  it('answers ten parallel refreshes of one token with the same pair and keeps the user signed in', async () => {
    const first = await t.login(DEMO.customer);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refresh({ refreshToken: first.refreshToken })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const refreshTokens = new Set(answers.map((a) => a.value.refreshToken));
    expect(refreshTokens.size).toBe(1);
    const next = await refresh({ refreshToken: [...refreshTokens][0] });
    expect(next.status).toBe(200);
    expect((await getUser(next.value.token)).status).toBe(200);
  });

  it('revokes the whole family when a used token comes back after the grace window', async () => {
    const first = await t.login(DEMO.customer);
    const second = (await refresh({ refreshToken: first.refreshToken })).value;
    t.clock.advance(31_000);
    const reuse = await refresh({ refreshToken: first.refreshToken });
    expect(reuse.status).toBe(401);
    expect((await refresh({ refreshToken: second.refreshToken })).status).toBe(401);
    expect((await getUser(second.token)).status).toBe(401);
  });

  it('refuses an unknown token and a session older than 180 days', async () => {
    expect((await refresh({ refreshToken: 'x'.repeat(43) })).status).toBe(401);
    const first = await t.login(DEMO.customer);
    t.clock.advance(181 * 24 * 3600 * 1000);
    const res = await refresh({ refreshToken: first.refreshToken });
    expect(res.status).toBe(401);
    expect(res.response.json().hasErrors).toBe(true);
  });
});

describe('logout', () => {
  it('ends the session: the access and refresh tokens stop working', async () => {
    const session = await t.login(DEMO.customer);
    const res = await t.send(
      logout,
      { body: { refreshToken: session.refreshToken } },
      { as: { token: session.token } },
    );
    expect(res.status).toBe(200);
    expect((await getUser(session.token)).status).toBe(401);
    expect((await refresh({ refreshToken: session.refreshToken })).status).toBe(401);
  });
});

describe('switchCustomer', () => {
  it('changes the active customer to another linked one', async () => {
    const session = await t.login(DEMO.customer);
    const outlet = await customerId(t.db, 'C1003');
    const res = await t.send(
      switchCustomer,
      { body: { customerId: outlet } },
      { as: { token: session.token } },
    );
    expect(res.status).toBe(200);
    expect(res.value.user.activeCustomer?.accountNumber).toBe('C1003');
    const me = (await getUser(res.value.token)).value;
    expect(me.scope.customerId).toBe(outlet);
    // the refreshed session keeps the new customer
    const refreshed = (await refresh({ refreshToken: res.value.refreshToken })).value;
    expect(refreshed.user.activeCustomer?.accountNumber).toBe('C1003');
  });

  it('refuses a customer not linked to the user as not found', async () => {
    const session = await t.login(DEMO.other);
    const res = await t.send(
      switchCustomer,
      { body: { customerId: await customerId(t.db, 'C1001') } },
      { as: { token: session.token } },
    );
    expect(res.status).toBe(404);
  });
});

describe('switchUser', () => {
  const switchTo = (userId: number, token: string) =>
    t.send(switchUser, { body: { userId } }, { as: { token } });

  it('lets staff act as a portal user; the token and every action name both', async () => {
    const admin = await t.login(DEMO.admin);
    const target = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1002'] });
    const res = await switchTo(target.id, admin.token);
    expect(res.status).toBe(200);
    const acting = res.value;
    expect(acting.user.email).toBe(target.email);
    expect(acting.user.impersonator?.email).toBe(DEMO.admin.email);
    expect(acting.user.activeCustomer?.accountNumber).toBe('C1002');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.switchUser'), eq(auditLog.userId, target.id)));
    expect(entry!.impersonatorId).toBe(admin.user.id);
    // switching back to one's own id ends the act
    const back = await switchTo(admin.user.id, acting.token);
    expect(back.status).toBe(200);
    expect(back.value.user).toMatchObject({ email: DEMO.admin.email, impersonator: null });
    expect((await getUser(acting.token)).status).toBe(401);
  });

  it('is refused to portal users and to staff without CP_USERS:SWITCH', async () => {
    const customer = await t.login(DEMO.customer);
    const other = await t.login(DEMO.other);
    expect((await switchTo(other.user.id, customer.token)).status).toBe(403);
    const sales = await t.login(DEMO.sales);
    expect((await switchTo(other.user.id, sales.token)).status).toBe(403);
  });

  it('refuses to switch to a staff account', async () => {
    const admin = await t.login(DEMO.admin);
    const sales = await t.login(DEMO.sales);
    expect((await switchTo(sales.user.id, admin.token)).status).toBe(403);
  });
});

describe('login-with-unique-id', () => {
  const createId = (body: SendInput<typeof createUniqueId>['body'], token: string) =>
    t.send(createUniqueId, { body }, { as: { token } });
  const signInWith = (uniqueId: string) => t.send(loginWithUniqueId, { body: { uniqueId } }, anonymous);

  it('signs in once with an id staff created, and never again', async () => {
    const admin = await t.login(DEMO.admin);
    const target = await t.login(DEMO.other);
    const created = await createId({ userId: target.user.id, validMinutes: 30 }, admin.token);
    expect(created.status).toBe(200);
    const { uniqueId } = created.value;
    const first = await signInWith(uniqueId);
    expect(first.status).toBe(200);
    expect(first.value.user.email).toBe(DEMO.other.email);
    expect((await signInWith(uniqueId)).status).toBe(401);
  });

  it('refuses an expired id', async () => {
    const admin = await t.login(DEMO.admin);
    const target = await t.login(DEMO.other);
    const { uniqueId } = (await createId({ userId: target.user.id, validMinutes: 5 }, admin.token)).value;
    t.clock.advance(6 * 60_000);
    expect((await signInWith(uniqueId)).status).toBe(401);
  });

  it('cannot be created by a portal user', async () => {
    const customer = await t.login(DEMO.customer);
    expect((await createId({ userId: customer.user.id }, customer.token)).status).toBe(403);
  });
});
