import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../users/tables';
import { auditLog } from '../../platform/tables';
import { createUser, customerId } from '../../test/fixtures';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? t.bearer(token) : {} });
const getUser = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: t.bearer(token) });

describe('portal-login', () => {
  it.each(Object.entries(DEMO))(
    'signs in the demo account %s with token, refresh token and user',
    async (_name, account) => {
      const res = await post('/api/auth/portal-login', account);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.token.split('.')).toHaveLength(3);
      expect(body.refreshToken.length).toBeGreaterThan(20);
      expect(body.user.email).toBe(account.email);
      expect(body.user.permissions).toContain('0');
    },
  );

  it('gives the customer user the active customer C1001 and both linked customers', async () => {
    const { user } = (await post('/api/auth/portal-login', DEMO.customer)).json();
    expect(user.activeCustomer.accountNumber).toBe('C1001');
    expect(user.usersCustomers.map((c: { accountNumber: string }) => c.accountNumber)).toEqual([
      'C1001',
      'C1003',
    ]);
    expect(user.scope).toEqual({ customerId: user.activeCustomer.id, allCustomers: false });
    expect(user.permissions).not.toContain('CP_CONFIGURATION:VIEW');
  });

  it('gives the administrator every permission and every customer', async () => {
    const { user } = (await post('/api/auth/portal-login', DEMO.admin)).json();
    expect(user.kind).toBe('staff');
    expect(user.scope.allCustomers).toBe(true);
    expect(user.permissions).toEqual(
      expect.arrayContaining(['CP_CONFIGURATION:EDIT', 'CP_USERS:SWITCH', 'CP_PAYMENTS:VIEWP']),
    );
    expect(user.availableModules.map((m: { code: string }) => m.code)).toContain('CP_CONFIGURATION');
  });

  it('accepts the e-mail in a username field, in any case', async () => {
    const res = await post('/api/auth/portal-login', {
      username: 'Customer@Demo.TEST',
      password: DEMO.customer.password,
    });
    expect(res.statusCode).toBe(200);
  });

  it('never tells which of e-mail or password was wrong', async () => {
    const wrongPassword = await post('/api/auth/portal-login', { email: DEMO.sales.email, password: 'nope' });
    const wrongEmail = await post('/api/auth/portal-login', { email: 'nobody@demo.test', password: 'nope' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.json().errorMessages).toEqual(wrongEmail.json().errorMessages);
    expect(wrongPassword.json()).toMatchObject({ value: null, hasErrors: true });
  });

  it('refuses an invalid e-mail with the spec message', async () => {
    const res = await post('/api/auth/portal-login', { email: 'not-an-email', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages).toContainEqual({ key: 'email', value: 'E-mail must be valid' });
  });

  it('answers 403 to a blocked user, at sign-in and at once on a token issued before the block', async () => {
    const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    const { token } = (await post('/api/auth/portal-login', user)).json();
    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, user.id));
    const login = await post('/api/auth/portal-login', user);
    expect(login.statusCode).toBe(403);
    expect(login.json().errorMessages[0].key).toBe('blocked');
    const me = await getUser(token);
    expect(me.statusCode).toBe(403);
    expect(me.json().errorMessages[0].key).toBe('blocked');
  });

  it('honours mustChangePassword: only the password change and the user call work until it is changed', async () => {
    const user = await createUser(t.db, {
      roles: ['CUSTOMER_BUYER'],
      customers: ['C1001'],
      mustChangePassword: true,
    });
    const { token, user: me } = (await post('/api/auth/portal-login', user)).json();
    expect(me.mustChangePassword).toBe(true);
    expect((await getUser(token)).statusCode).toBe(200);
    const blocked = await t.app.inject({
      method: 'GET',
      url: '/api/User/AvailableModules',
      headers: t.bearer(token),
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().errorMessages[0].key).toBe('mustChangePassword');
    const weak = await post(
      '/api/User/ChangePassword',
      { currentPassword: user.password, newPassword: 'short' },
      token,
    );
    expect(weak.statusCode).toBe(400);
    const changed = await post(
      '/api/User/ChangePassword',
      {
        currentPassword: user.password,
        newPassword: 'A-much-better-passw0rd',
        confirmPassword: 'A-much-better-passw0rd',
      },
      token,
    );
    expect(changed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/User/AvailableModules', headers: t.bearer(token) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/api/auth/portal-login', { email: user.email, password: 'A-much-better-passw0rd' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('login rate limiting', () => {
  it('locks an account after repeated failures, even for the right password', async () => {
    const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    for (let i = 0; i < 5; i++)
      expect(
        (await post('/api/auth/portal-login', { email: user.email, password: 'wrong' })).statusCode,
      ).toBe(401);
    const locked = await post('/api/auth/portal-login', user);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    t.clock.advance(16 * 60_000);
    expect((await post('/api/auth/portal-login', user)).statusCode).toBe(200);
  });

  it('limits failures per IP across accounts', async () => {
    const limited = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_IP: '3' } });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/portal-login',
          payload: { email: `x${i}@demo.test`, password: 'bad' },
        });
        expect(res.statusCode).toBe(401);
      }
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/portal-login',
        payload: DEMO.customer,
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('access tokens', () => {
  it('expire after 15 minutes', async () => {
    const { token } = await t.login(DEMO.viewer);
    t.clock.advance(14 * 60_000);
    expect((await getUser(token)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    const res = await getUser(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().hasErrors).toBe(true);
  });
});

describe('refreshtoken', () => {
  it('rotates: the new pair works and carries the same user', async () => {
    const first = await t.login(DEMO.customer);
    const res = await post('/api/auth/refreshtoken', { refreshToken: first.refreshToken });
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.user.email).toBe(DEMO.customer.email);
    expect((await getUser(second.token)).statusCode).toBe(200);
  });

  it('accepts the token in a `token` field', async () => {
    const first = await t.login(DEMO.customer);
    expect((await post('/api/auth/refreshtoken', { token: first.refreshToken })).statusCode).toBe(200);
  });

  it('answers ten parallel refreshes of one token with the same pair and keeps the user signed in', async () => {
    const first = await t.login(DEMO.customer);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/auth/refreshtoken', { refreshToken: first.refreshToken })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const refreshTokens = new Set(answers.map((a) => a.json().refreshToken));
    expect(refreshTokens.size).toBe(1);
    const next = await post('/api/auth/refreshtoken', { refreshToken: [...refreshTokens][0] });
    expect(next.statusCode).toBe(200);
    expect((await getUser(next.json().token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used token comes back after the grace window', async () => {
    const first = await t.login(DEMO.customer);
    const second = (await post('/api/auth/refreshtoken', { refreshToken: first.refreshToken })).json();
    t.clock.advance(31_000);
    const reuse = await post('/api/auth/refreshtoken', { refreshToken: first.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect((await post('/api/auth/refreshtoken', { refreshToken: second.refreshToken })).statusCode).toBe(
      401,
    );
    expect((await getUser(second.token)).statusCode).toBe(401);
  });

  it('refuses an unknown token and a session older than 180 days', async () => {
    expect((await post('/api/auth/refreshtoken', { refreshToken: 'x'.repeat(43) })).statusCode).toBe(401);
    const first = await t.login(DEMO.customer);
    t.clock.advance(181 * 24 * 3600 * 1000);
    const res = await post('/api/auth/refreshtoken', { refreshToken: first.refreshToken });
    expect(res.statusCode).toBe(401);
    expect(res.json().hasErrors).toBe(true);
  });
});

describe('logout', () => {
  it('ends the session: the access and refresh tokens stop working', async () => {
    const session = await t.login(DEMO.customer);
    const res = await post('/api/auth/logout', { refreshToken: session.refreshToken }, session.token);
    expect(res.statusCode).toBe(200);
    expect((await getUser(session.token)).statusCode).toBe(401);
    expect((await post('/api/auth/refreshtoken', { refreshToken: session.refreshToken })).statusCode).toBe(
      401,
    );
  });
});

describe('switchCustomer', () => {
  it('changes the active customer to another linked one', async () => {
    const session = await t.login(DEMO.customer);
    const outlet = await customerId(t.db, 'C1003');
    const res = await post('/api/auth/switchCustomer', { customerId: outlet }, session.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.activeCustomer.accountNumber).toBe('C1003');
    const me = (await getUser(res.json().token)).json().value;
    expect(me.scope.customerId).toBe(outlet);
    // the refreshed session keeps the new customer
    const refreshed = (
      await post('/api/auth/refreshtoken', { refreshToken: res.json().refreshToken })
    ).json();
    expect(refreshed.user.activeCustomer.accountNumber).toBe('C1003');
  });

  it('refuses a customer not linked to the user as not found', async () => {
    const session = await t.login(DEMO.other);
    const res = await post(
      '/api/auth/switchCustomer',
      { customerId: await customerId(t.db, 'C1001') },
      session.token,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('switchUser', () => {
  it('lets staff act as a portal user; the token and every action name both', async () => {
    const admin = await t.login(DEMO.admin);
    const target = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1002'] });
    const res = await post('/api/auth/switchUser', { userId: target.id }, admin.token);
    expect(res.statusCode).toBe(200);
    const acting = res.json();
    expect(acting.user.email).toBe(target.email);
    expect(acting.user.impersonator.email).toBe(DEMO.admin.email);
    expect(acting.user.activeCustomer.accountNumber).toBe('C1002');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.switchUser'), eq(auditLog.userId, target.id)));
    expect(entry!.impersonatorId).toBe(admin.user.id);
    // switching back to one's own id ends the act
    const back = await post('/api/auth/switchUser', { userId: admin.user.id }, acting.token);
    expect(back.statusCode).toBe(200);
    expect(back.json().user).toMatchObject({ email: DEMO.admin.email, impersonator: null });
    expect((await getUser(acting.token)).statusCode).toBe(401);
  });

  it('is refused to portal users and to staff without CP_USERS:SWITCH', async () => {
    const customer = await t.login(DEMO.customer);
    const other = await t.login(DEMO.other);
    expect((await post('/api/auth/switchUser', { userId: other.user.id }, customer.token)).statusCode).toBe(
      403,
    );
    const sales = await t.login(DEMO.sales);
    expect((await post('/api/auth/switchUser', { userId: other.user.id }, sales.token)).statusCode).toBe(403);
  });

  it('refuses to switch to a staff account', async () => {
    const admin = await t.login(DEMO.admin);
    const sales = await t.login(DEMO.sales);
    expect((await post('/api/auth/switchUser', { userId: sales.user.id }, admin.token)).statusCode).toBe(403);
  });
});

describe('login-with-unique-id', () => {
  it('signs in once with an id staff created, and never again', async () => {
    const admin = await t.login(DEMO.admin);
    const target = await t.login(DEMO.other);
    const created = await post(
      '/api/auth/unique-id',
      { userId: target.user.id, validMinutes: 30 },
      admin.token,
    );
    expect(created.statusCode).toBe(200);
    const { uniqueId } = created.json().value;
    const first = await post('/api/auth/login-with-unique-id', { uniqueId });
    expect(first.statusCode).toBe(200);
    expect(first.json().user.email).toBe(DEMO.other.email);
    expect((await post('/api/auth/login-with-unique-id', { uniqueId })).statusCode).toBe(401);
  });

  it('refuses an expired id', async () => {
    const admin = await t.login(DEMO.admin);
    const target = await t.login(DEMO.other);
    const { uniqueId } = (
      await post('/api/auth/unique-id', { userId: target.user.id, validMinutes: 5 }, admin.token)
    ).json().value;
    t.clock.advance(6 * 60_000);
    expect((await post('/api/auth/login-with-unique-id', { uniqueId })).statusCode).toBe(401);
  });

  it('cannot be created by a portal user', async () => {
    const customer = await t.login(DEMO.customer);
    expect((await post('/api/auth/unique-id', { userId: customer.user.id }, customer.token)).statusCode).toBe(
      403,
    );
  });
});
