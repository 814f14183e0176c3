import { getModuleByCode } from '@portal/shared/settings/get-module-by-code';
import { getModules } from '@portal/shared/settings/get-modules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('modules (spec §7 Settings and configuration)', () => {
  it('lists the modules with their actions and the role settings of each, in the caller’s language', async () => {
    const res = await t.send(getModules, {}, { as: 'admin' });
    expect(res.status).toBe(200);
    const modules = res.value;
    const payments = modules.find((m) => m.code === 'CP_PAYMENTS')!;
    expect(payments.actions).toContain('VIEWP');
    const administrator = payments.roleSettings.find((r) => r.roleCode === 'ADMINISTRATOR')!;
    expect(administrator.actions).toEqual(expect.arrayContaining(payments.actions));
    const french = (await t.send(getModules, {}, { as: 'admin', language: 'fr' })).value;
    expect(french.find((m) => m.code === 'CP_PAYMENTS')!.name).not.toBe(payments.name);
  });

  it('is closed to a portal user', async () => {
    expect((await t.send(getModules, {}, { as: 'customer' })).status).toBe(403);
  });

  it('finds one module by its code for any signed-in user, and answers 404 for an unknown code', async () => {
    const found = await t.send(
      getModuleByCode,
      { params: { moduleCode: 'CP_PAYMENTS' } },
      { as: 'customer' },
    );
    expect(found.status).toBe(200);
    expect(found.value).toMatchObject({ code: 'CP_PAYMENTS', moduleCode: expect.any(String) });
    const unknown = await t.send(
      getModuleByCode,
      { params: { moduleCode: 'NO_SUCH_MODULE' } },
      { as: 'customer' },
    );
    expect(unknown.status).toBe(404);
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
