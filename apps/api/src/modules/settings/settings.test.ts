import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login(DEMO.admin)).token;
  customer = (await t.login(DEMO.customer)).token;
});
afterAll(() => t.close());

const get = (url: string, token: string, language = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...t.bearer(token), 'accept-language': language } });

describe('modules (spec §7 Settings and configuration)', () => {
  it('lists the modules with their actions and the role settings of each, in the caller’s language', async () => {
    const res = await get('/api/modules/cp', admin);
    expect(res.statusCode).toBe(200);
    const modules = res.json().value as {
      code: string;
      name: string;
      actions: string[];
      roleSettings: { roleCode: string; actions: string[] }[];
    }[];
    const payments = modules.find((m) => m.code === 'CP_PAYMENTS')!;
    expect(payments.actions).toContain('VIEWP');
    const administrator = payments.roleSettings.find((r) => r.roleCode === 'ADMINISTRATOR')!;
    expect(administrator.actions).toEqual(expect.arrayContaining(payments.actions));
    const french = (await get('/api/modules/cp', admin, 'fr')).json().value as typeof modules;
    expect(french.find((m) => m.code === 'CP_PAYMENTS')!.name).not.toBe(payments.name);
  });

  it('is closed to a portal user', async () => {
    expect((await get('/api/modules/cp', customer)).statusCode).toBe(403);
  });

  it('finds one module by its code for any signed-in user, and answers 404 for an unknown code', async () => {
    const found = await get('/api/modules/get-by-code/CP_PAYMENTS', customer);
    expect(found.statusCode).toBe(200);
    expect(found.json().value).toMatchObject({ code: 'CP_PAYMENTS', moduleCode: expect.any(String) });
    expect((await get('/api/modules/get-by-code/NO_SUCH_MODULE', customer)).statusCode).toBe(404);
  });
});

describe('the settings table', () => {
  it('takes a setting written without its type as a string one (the default the type check accepts)', async () => {
    const rows = await t.db.execute(sql`
      INSERT INTO admin_settings (group_id, code, name)
      SELECT id, 'TEST_DEFAULT_TYPE', 'Default type' FROM admin_setting_groups LIMIT 1
      RETURNING value_type`);
    expect((rows as unknown as { rows?: { value_type: string }[] }).rows ?? rows).toMatchObject([
      { value_type: 'string' },
    ]);
  });
});
