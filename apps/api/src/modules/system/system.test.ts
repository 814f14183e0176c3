import { getDemoOutbox } from '@portal/shared/system/get-demo-outbox';
import { getDevInfo } from '@portal/shared/system/get-dev-info';
import { getHealth } from '@portal/shared/system/get-health';
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
    const res = await t.send(getHealth, {}, { as: 'anonymous' });
    expect(res.status).toBe(200);
    expect(res.value).toMatchObject({
      status: 'ok',
      db: 'ok',
      version: expect.any(String),
      hasErrors: false,
    });
  });

  it('lists the demo accounts of a demo install, and nothing of them once the demo marker is gone', async () => {
    const devInfo = async () => (await t.send(getDevInfo, {}, { as: 'anonymous' })).value;
    const demo = await devInfo();
    expect(demo.demoData).toBe(true);
    expect(demo.demoAccounts.map((a) => a.email)).toContain(DEMO.admin.email);
    await t.db
      .update(hardcodedSettings)
      .set({ valStr: '0' })
      .where(eq(hardcodedSettings.code, DEMO_DATA_SETTING));
    const production = await devInfo();
    expect(production).toMatchObject({ demoData: false, demoAccounts: [] });
    // Not a demo install: even an administrator gets no outbox.
    const outbox = await t.send(getDemoOutbox, {}, { as: 'admin' });
    expect(outbox.status).toBe(404);
  });
});
