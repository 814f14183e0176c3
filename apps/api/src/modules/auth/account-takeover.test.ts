import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCustomers, users } from '../users/tables';
import { outboxEmails } from '../../platform/tables';
import { createUser, customerId } from '../../test/fixtures';
import { multipartBody } from '../../test/multipart';
import { orderTestKit } from '../orders/order-test-kit';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { PENDING_MINUTES } from './forgot-password';
import { SLOWDOWN_AFTER_FAILURES } from './login-throttle';

// Account takeover: each attack below worked against the product as it was; each test proves it no longer does.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const from = (remoteAddress: string) => ({ remoteAddress });
const login = (account: { email: string; password: string }, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/portal-login', payload: account, ...from(remoteAddress) });

/** Background mail lands in the outbox a moment after the answer. */
async function outboxTextFor(email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
    if (row) return row.textBody;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail for ${email}`);
}

describe('no secret on a page', () => {
  it('shows the outbox to nobody signed out, to no customer, only to an administrator', async () => {
    const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    await post('/api/auth/forgot-password', { email: user.email });
    await outboxTextFor(user.email);

    const open = await get('/api/dev-info');
    expect(open.statusCode).toBe(200);
    expect(open.json().value.outbox).toBeUndefined();
    expect(open.body).not.toContain(user.email);
    expect((await get('/api/dev-info/outbox')).statusCode).toBe(401);
    const customer = await t.login(DEMO.customer);
    expect((await get('/api/dev-info/outbox', t.bearer(customer.token))).statusCode).toBe(403);
    const sales = await t.login(DEMO.sales);
    expect((await get('/api/dev-info/outbox', t.bearer(sales.token))).statusCode).toBe(403);

    const admin = await t.login(DEMO.admin);
    const outbox = await get('/api/dev-info/outbox', t.bearer(admin.token));
    expect(outbox.statusCode).toBe(200);
    const mail = (outbox.json().value as { to: string; text: string }[]).find((m) => m.to === user.email);
    // Kept undelivered (no SMTP), the administrator of a demo install reads it whole...
    const generated = /New password: (\S+)/.exec(mail!.text)![1]!;
    expect(generated).not.toContain('•');
    // ...but the database holds the password only masked, and the whole text only sealed.
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, user.email));
    expect(row!.textBody).not.toContain(generated);
    expect(row!.textBody).toContain('New password: ••••••••');
    expect(row!.sealedText).not.toContain(generated);
  });
});

describe('a reset cannot lock the owner out', () => {
  it('keeps the old password working, and the generated one expires after 30 minutes', async () => {
    const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    await post('/api/auth/forgot-password', { email: user.email });
    const admin = await t.login(DEMO.admin);
    await outboxTextFor(user.email);
    const mails = (await get('/api/dev-info/outbox', t.bearer(admin.token))).json().value as {
      to: string;
      text: string;
    }[];
    const generated = /New password: (\S+)/.exec(mails.find((m) => m.to === user.email)!.text)![1]!;
    expect((await login(user)).statusCode).toBe(200);
    t.clock.advance((PENDING_MINUTES + 1) * 60_000);
    expect((await login({ email: user.email, password: generated })).statusCode).toBe(401);
    expect((await login(user)).statusCode).toBe(200);
  });

  it('answers in the same time whether the e-mail has an account or not', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      await post('/api/auth/forgot-password', { email });
      return performance.now() - started;
    };
    const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    const known = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    // Taken in turns, so a busy moment of a shared machine weighs on both sides alike.
    const unknownTimes: number[] = [];
    const knownTimes: number[] = [];
    for (let i = 0; i < 7; i++) {
      unknownTimes.push(await timed('nobody-at-all@test.example'));
      knownTimes.push(await timed(known.email));
    }
    const unknownTime = median(unknownTimes);
    const knownTime = median(knownTimes);
    // Both hash one password (tens of milliseconds); before, an unknown e-mail answered five times faster.
    expect(Math.min(unknownTime, knownTime) / Math.max(unknownTime, knownTime)).toBeGreaterThan(0.5);
  });
});

describe('switched sessions answer for the real user', () => {
  async function switchedSession() {
    const staff = await createUser(t.db, { kind: 'staff', roles: ['ADMINISTRATOR'] });
    const target = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1002'] });
    const own = await t.login(staff);
    const switched = await post('/api/auth/switchUser', { userId: target.id }, t.bearer(own.token));
    expect(switched.statusCode).toBe(200);
    return { staff, target, acting: switched.json() as { token: string; refreshToken: string } };
  }

  it('refuses a blocked administrator’s switched session at its next request and refresh', async () => {
    const { staff, target, acting } = await switchedSession();
    expect((await get('/api/auth/user', t.bearer(acting.token))).statusCode).toBe(200);
    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, staff.id));
    expect((await get('/api/auth/user', t.bearer(acting.token))).statusCode).toBe(401);
    expect((await post('/api/auth/refreshtoken', { refreshToken: acting.refreshToken })).statusCode).toBe(
      401,
    );
    const other = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    expect(
      (await post('/api/auth/switchUser', { userId: other.id }, t.bearer(acting.token))).statusCode,
    ).toBe(401);
    // Unblocking does not revive it: the session was ended.
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, staff.id));
    expect((await get('/api/auth/user', t.bearer(acting.token))).statusCode).toBe(401);
    expect(target.id).toBeGreaterThan(0);
  });

  it('ends a switched session when the real user loses the switch permission', async () => {
    const { staff, acting } = await switchedSession();
    const { userRoles, roles } = await import('../users/tables');
    const [sales] = await t.db.select().from(roles).where(eq(roles.code, 'SALES_STAFF'));
    await t.db.delete(userRoles).where(eq(userRoles.userId, staff.id));
    await t.db.insert(userRoles).values({ userId: staff.id, roleId: sales!.id });
    expect((await post('/api/auth/refreshtoken', { refreshToken: acting.refreshToken })).statusCode).toBe(
      401,
    );
    expect((await get('/api/auth/user', t.bearer(acting.token))).statusCode).toBe(401);
  });

  it('ends a session acting for a customer once the user’s link to it is removed', async () => {
    const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001', 'C1003'] });
    const session = await t.login(user);
    const outlet = await customerId(t.db, 'C1003');
    const switched = (
      await post('/api/auth/switchCustomer', { customerId: outlet }, t.bearer(session.token))
    ).json();
    expect((await get('/api/auth/user', t.bearer(switched.token))).statusCode).toBe(200);
    await t.db
      .delete(userCustomers)
      .where(and(eq(userCustomers.userId, user.id), eq(userCustomers.customerId, outlet)));
    expect((await get('/api/auth/user', t.bearer(switched.token))).statusCode).toBe(401);
    expect((await post('/api/auth/refreshtoken', { refreshToken: switched.refreshToken })).statusCode).toBe(
      401,
    );
  });
});

describe('login limits that hold and do not lock the owner out', () => {
  it('counts all of 20 parallel wrong guesses: with 3 left, 3 are checked and 17 refused', async () => {
    const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    for (let i = 0; i < 2; i++)
      expect((await login({ email: user.email, password: 'wrong-guess' }, '10.0.0.66')).statusCode).toBe(401);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login({ email: user.email, password: `guess-${i}` }, '10.0.0.66')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
  });

  it('lets the owner sign in while an attacker elsewhere is refused', async () => {
    const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    expect((await login(user, '192.0.2.10')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await login({ email: user.email, password: `x${i}` }, '203.0.113.7');
    expect((await login({ email: user.email, password: 'again' }, '203.0.113.7')).statusCode).toBe(429);
    expect((await login(user, '203.0.113.7')).statusCode).toBe(429);
    expect((await login(user, '192.0.2.10')).statusCode).toBe(200);
    // The owner on a new network is not locked out by the attacker either.
    expect((await login(user, '198.51.100.20')).statusCode).toBe(200);
  });

  it('slows an attacker spread over many addresses, with growing delays, but not the owner', async () => {
    const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    expect((await login(user, '192.0.2.44')).statusCode).toBe(200);
    for (let i = 0; i < SLOWDOWN_AFTER_FAILURES; i++)
      expect((await login({ email: user.email, password: 'guess' }, `198.18.0.${i + 1}`)).statusCode).toBe(
        401,
      );
    const slowed = await login({ email: user.email, password: 'guess' }, '198.18.1.1');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The owner, at an address they signed in from before, goes straight in.
    expect((await login(user, '192.0.2.44')).statusCode).toBe(200);
    // After the delay one more try is allowed, and the next delay is longer.
    t.clock.advance(1_100);
    expect((await login({ email: user.email, password: 'guess' }, '198.18.1.2')).statusCode).toBe(401);
    t.clock.advance(1_100);
    const longer = await login({ email: user.email, password: 'guess' }, '198.18.1.3');
    expect(longer.statusCode).toBe(429);
  });
});

describe('one trusted origin', () => {
  it('never takes the sitemap or robots.txt origin from a forged Host header', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml', '/sitemap-pages.xml']) {
      const res = await get(url, { host: 'evil.example' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('evil.example');
      expect(res.body).toContain('http://127.0.0.1:3000/');
    }
  });
});

describe('private images', () => {
  it('serves a note picture only to a session that may see its order, with private caching', async () => {
    const kit = await orderTestKit(t);
    const owner = await t.login(DEMO.customer);
    const placed = await kit.placeOrder(owner.token);
    const note = multipartBody(
      { note: 'Our sample', jobOrderID: String(placed.orderId) },
      { image: { filename: 'sample.png', type: 'image/png', data: await kit.png() } },
    );
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/JobOrders/notes',
      payload: note.payload,
      headers: { ...note.headers, ...t.bearer(owner.token) },
    });
    const picture = added.json().value.imageUrl as string;

    expect((await get(picture)).statusCode).toBe(404);
    expect((await get(`${picture}?w=160`)).statusCode).toBe(404);
    const other = await t.login(DEMO.other);
    expect((await get(picture, t.bearer(other.token))).statusCode).toBe(404);

    const seen = await get(picture, t.bearer(owner.token));
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    // An <img> carries the web app's auth cookie instead of a bearer header.
    const cookie = `portal_auth=${encodeURIComponent(JSON.stringify({ token: owner.token, refreshToken: owner.refreshToken }))}`;
    expect((await get(`${picture}?w=160`, { cookie })).statusCode).toBe(200);
    const staff = await t.login(DEMO.sales);
    expect((await get(picture, t.bearer(staff.token))).statusCode).toBe(200);
  });
});
