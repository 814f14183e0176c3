import { ALL_PERMISSIONS, BASE_PERMISSION, PUBLIC } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionsOf } from './route';
import { allRoutes } from '../routes';
import { createUser } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const KNOWN = new Set<string>([...ALL_PERMISSIONS, BASE_PERMISSION, PUBLIC]);
const concrete = (url: string) => `/api${url.replace(/:[A-Za-z]+/g, '1')}`;

describe('permissions', () => {
  it('every route the server registers declares a known permission', () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith('/api'));
    expect(api.length).toBeGreaterThan(allRoutes.length);
    const undeclared = api.filter((r) => !Array.isArray(r.permission) || r.permission.length === 0);
    expect(undeclared).toEqual([]);
    const unknown = api.flatMap((r) =>
      (r.permission as string[]).filter((p) => !KNOWN.has(p)).map((p) => `${r.method} ${r.url}: ${p}`),
    );
    expect(unknown).toEqual([]);
  });

  it('a signed-in user without the permission gets 403 on every protected route, and 401 without a token', async () => {
    const user = await createUser(t.db, { customers: ['C1001'] }); // no roles: only the base permission 0
    const { token } = await t.login(user);
    const failures: string[] = [];
    // logout ends the session, so it goes last
    const ordered = [...allRoutes].sort(
      (a, b) => Number(a.url === '/auth/logout') - Number(b.url === '/auth/logout'),
    );
    for (const route of ordered) {
      const required = permissionsOf(route);
      if (required.includes(PUBLIC)) continue;
      const url = concrete(route.url);
      const anonymous = await t.app.inject({
        method: route.method,
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      if (anonymous.statusCode !== 401)
        failures.push(`${route.method} ${route.url} without token: ${anonymous.statusCode}`);
      const res = await t.app.inject({
        method: route.method,
        url,
        headers: t.bearer(token),
        payload: route.method === 'GET' ? undefined : {},
      });
      const expectsForbidden = !required.includes(BASE_PERMISSION);
      if (expectsForbidden !== (res.statusCode === 403))
        failures.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('public routes answer without a token', async () => {
    for (const route of allRoutes.filter(
      (r) => permissionsOf(r).includes(PUBLIC) && r.method === 'GET' && !r.url.includes(':'),
    )) {
      const res = await t.app.inject({ method: 'GET', url: concrete(route.url), query: { countryId: '1' } });
      // no sign-in needed: never 401 or 403 (a missing parameter is a 400, an unknown record a 404)
      expect([200, 400, 404], `${route.url}`).toContain(res.statusCode);
    }
  });
});
