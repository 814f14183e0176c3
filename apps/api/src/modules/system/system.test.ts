import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hardcodedSettings } from '../settings/tables';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { DEMO_DATA_SETTING } from './demo-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and developer help', () => {
  it('reports the server, the database and the version, signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      db: 'ok',
      version: expect.any(String),
      hasErrors: false,
    });
  });

  it('lists the demo accounts of a demo install, and nothing of them once the demo marker is gone', async () => {
    const demo = (await t.app.inject({ method: 'GET', url: '/api/dev-info' })).json().value;
    expect(demo.demoData).toBe(true);
    expect(demo.demoAccounts.map((a: { email: string }) => a.email)).toContain(DEMO.admin.email);
    const admin = await t.login(DEMO.admin);
    await t.db
      .update(hardcodedSettings)
      .set({ valStr: '0' })
      .where(eq(hardcodedSettings.code, DEMO_DATA_SETTING));
    const production = (await t.app.inject({ method: 'GET', url: '/api/dev-info' })).json().value;
    expect(production).toMatchObject({ demoData: false, demoAccounts: [] });
    // Not a demo install: even an administrator gets no outbox.
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/dev-info/outbox',
      headers: t.bearer(admin.token),
    });
    expect(outbox.statusCode).toBe(404);
  });
});
