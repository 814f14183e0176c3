import { forgotPassword } from '@portal/shared/auth/forgot-password';
import { getCurrentUser } from '@portal/shared/auth/get-current-user';
import { portalLogin } from '@portal/shared/auth/portal-login';
import { refreshToken } from '@portal/shared/auth/refresh-token';
import { switchCustomer } from '@portal/shared/auth/switch-customer';
import { switchUser } from '@portal/shared/auth/switch-user';
import { addJobOrderNote } from '@portal/shared/orders/add-job-order-note';
import { getDemoOutbox } from '@portal/shared/system/get-demo-outbox';
import { getDevInfo } from '@portal/shared/system/get-dev-info';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCustomers, users } from '../users/tables';
import { outboxEmails } from '../../platform/tables';
import { createUser, customerId } from '../../test/fixtures';
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

// The clock moves by minutes below, so each test signs in its own sessions (`t.login`) and calls with their tokens.
const anonymous = { as: 'anonymous' } as const;
const login = (account: { email: string; password: string }, remoteAddress = '127.0.0.1') =>
  t.send(portalLogin, { body: account }, { as: 'anonymous', remoteAddress });
const askForPassword = (email: string) => t.send(forgotPassword, { body: { email } }, anonymous);
const getUser = (token: string) => t.send(getCurrentUser, {}, { as: { token } });
const refresh = (token: string) => t.send(refreshToken, { body: { refreshToken: token } }, anonymous);
const outboxAs = (token: string) => t.send(getDemoOutbox, {}, { as: { token } });
/** A GET of an address that is no call of the API (a robots file, a picture), with the headers a browser sends. */
const getAddress = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

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
    await askForPassword(user.email);
    await outboxTextFor(user.email);

    const open = await t.send(getDevInfo, {}, anonymous);
    expect(open.status).toBe(200);
    expect(open.value).not.toHaveProperty('outbox');
    expect(open.response.body).not.toContain(user.email);
    expect((await t.send(getDemoOutbox, {}, anonymous)).status).toBe(401);
    const customer = await t.login(DEMO.customer);
    expect((await outboxAs(customer.token)).status).toBe(403);
    const sales = await t.login(DEMO.sales);
    expect((await outboxAs(sales.token)).status).toBe(403);

    const admin = await t.login(DEMO.admin);
    const outbox = await outboxAs(admin.token);
    expect(outbox.status).toBe(200);
    const mail = outbox.value.find((m) => m.to === user.email);
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
    await askForPassword(user.email);
    const admin = await t.login(DEMO.admin);
    await outboxTextFor(user.email);
    const mails = (await outboxAs(admin.token)).value;
    const generated = /New password: (\S+)/.exec(mails.find((m) => m.to === user.email)!.text)![1]!;
    expect((await login(user)).status).toBe(200);
    t.clock.advance((PENDING_MINUTES + 1) * 60_000);
    expect((await login({ email: user.email, password: generated })).status).toBe(401);
    expect((await login(user)).status).toBe(200);
  });

  it('answers in the same time whether the e-mail has an account or not', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      await askForPassword(email);
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
    const switched = await t.send(switchUser, { body: { userId: target.id } }, { as: { token: own.token } });
    expect(switched.status).toBe(200);
    return { staff, target, acting: switched.value };
  }

  it('refuses a blocked administrator’s switched session at its next request and refresh', async () => {
    const { staff, target, acting } = await switchedSession();
    expect((await getUser(acting.token)).status).toBe(200);
    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, staff.id));
    expect((await getUser(acting.token)).status).toBe(401);
    expect((await refresh(acting.refreshToken)).status).toBe(401);
    const other = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    expect(
      (await t.send(switchUser, { body: { userId: other.id } }, { as: { token: acting.token } })).status,
    ).toBe(401);
    // Unblocking does not revive it: the session was ended.
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, staff.id));
    expect((await getUser(acting.token)).status).toBe(401);
    expect(target.id).toBeGreaterThan(0);
  });

  it('ends a switched session when the real user loses the switch permission', async () => {
    const { staff, acting } = await switchedSession();
    const { userRoles, roles } = await import('../users/tables');
    const [sales] = await t.db.select().from(roles).where(eq(roles.code, 'SALES_STAFF'));
    await t.db.delete(userRoles).where(eq(userRoles.userId, staff.id));
    await t.db.insert(userRoles).values({ userId: staff.id, roleId: sales!.id });
    expect((await refresh(acting.refreshToken)).status).toBe(401);
    expect((await getUser(acting.token)).status).toBe(401);
  });

  it('ends a session acting for a customer once the user’s link to it is removed', async () => {
    const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001', 'C1003'] });
    const session = await t.login(user);
    const outlet = await customerId(t.db, 'C1003');
    const switched = (
      await t.send(switchCustomer, { body: { customerId: outlet } }, { as: { token: session.token } })
    ).value;
    expect((await getUser(switched.token)).status).toBe(200);
    await t.db
      .delete(userCustomers)
      .where(and(eq(userCustomers.userId, user.id), eq(userCustomers.customerId, outlet)));
    expect((await getUser(switched.token)).status).toBe(401);
    expect((await refresh(switched.refreshToken)).status).toBe(401);
  });
});

describe('login limits that hold and do not lock the owner out', () => {
  it('counts all of 20 parallel wrong guesses: with 3 left, 3 are checked and 17 refused', async () => {
    const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    for (let i = 0; i < 2; i++)
      expect((await login({ email: user.email, password: 'wrong-guess' }, '10.0.0.66')).status).toBe(401);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login({ email: user.email, password: `guess-${i}` }, '10.0.0.66')),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
  });

  it('lets the owner sign in while an attacker elsewhere is refused', async () => {
    const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    expect((await login(user, '192.0.2.10')).status).toBe(200);
    for (let i = 0; i < 5; i++) await login({ email: user.email, password: `x${i}` }, '203.0.113.7');
    expect((await login({ email: user.email, password: 'again' }, '203.0.113.7')).status).toBe(429);
    expect((await login(user, '203.0.113.7')).status).toBe(429);
    expect((await login(user, '192.0.2.10')).status).toBe(200);
    // The owner on a new network is not locked out by the attacker either.
    expect((await login(user, '198.51.100.20')).status).toBe(200);
  });

  it('slows an attacker spread over many addresses, with growing delays, but not the owner', async () => {
    const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers: ['C1001'] });
    expect((await login(user, '192.0.2.44')).status).toBe(200);
    for (let i = 0; i < SLOWDOWN_AFTER_FAILURES; i++)
      expect((await login({ email: user.email, password: 'guess' }, `198.18.0.${i + 1}`)).status).toBe(401);
    const slowed = await login({ email: user.email, password: 'guess' }, '198.18.1.1');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The owner, at an address they signed in from before, goes straight in.
    expect((await login(user, '192.0.2.44')).status).toBe(200);
    // After the delay one more try is allowed, and the next delay is longer.
    t.clock.advance(1_100);
    expect((await login({ email: user.email, password: 'guess' }, '198.18.1.2')).status).toBe(401);
    t.clock.advance(1_100);
    const longer = await login({ email: user.email, password: 'guess' }, '198.18.1.3');
    expect(longer.status).toBe(429);
  });
});

describe('one trusted origin', () => {
  it('never takes the sitemap or robots.txt origin from a forged Host header', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml', '/sitemap-pages.xml']) {
      // Raw: the sitemap and robots.txt are files, no calls, and the forged header is the point.
      const res = await getAddress(url, { host: 'evil.example' });
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
    const added = await t.send(
      addJobOrderNote,
      {
        form: {
          note: 'Our sample',
          jobOrderID: String(placed.orderId),
          image: { filename: 'sample.png', type: 'image/png', data: await kit.png() },
        },
      },
      { as: { token: owner.token } },
    );
    const picture = added.value.imageUrl!;

    // Raw: the picture is a media file's address, not a call; what it answers to each session is the point.
    expect((await getAddress(picture)).statusCode).toBe(404);
    expect((await getAddress(`${picture}?w=160`)).statusCode).toBe(404);
    const other = await t.login(DEMO.other);
    expect((await getAddress(picture, t.bearer(other.token))).statusCode).toBe(404);

    const seen = await getAddress(picture, t.bearer(owner.token));
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    // An <img> carries the web app's auth cookie instead of a bearer header.
    const cookie = `portal_auth=${encodeURIComponent(JSON.stringify({ token: owner.token, refreshToken: owner.refreshToken }))}`;
    expect((await getAddress(`${picture}?w=160`, { cookie })).statusCode).toBe(200);
    const staff = await t.login(DEMO.sales);
    expect((await getAddress(picture, t.bearer(staff.token))).statusCode).toBe(200);
  });
});
