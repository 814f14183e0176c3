import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customOrders } from '../custom-orders/tables';
import { roles } from '../users/tables';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { orderTestKit } from '../orders/order-test-kit';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
let admin: string;
let customer: string;
let customerAdmin: number;
beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  admin = (await t.login(DEMO.admin)).token;
  customer = (await t.login(DEMO.customer)).token;
  customerAdmin = (await t.db.select().from(roles).where(eq(roles.code, 'CUSTOMER_ADMIN')))[0]!.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: t.bearer(token) });
const saveFields = (fields: object[]) =>
  call('POST', '/api/modules/cp/fieldsSettings', admin, { screenCode: 'CUSTOM_ORDER', fields });
const design = (extra: object = {}) => ({
  itemTypeID: kit.ring.id,
  quantity: 1,
  configuration: { engraving: 'Forever' },
  ...extra,
});

describe('field settings of the custom order screen', () => {
  it('lists the screen’s fields and the roles, every field open before any setting', async () => {
    const value = (await call('GET', '/api/modules/cp/fields', admin)).json().value;
    expect(value.roles.map((r: { code: string }) => r.code)).toContain('CUSTOMER_ADMIN');
    const screen = value.screens.find((s: { code: string }) => s.code === 'CUSTOM_ORDER');
    expect(screen.fields.map((f: { code: string }) => f.code)).toEqual([
      'ringSize',
      'engraving',
      'description',
    ]);
    const mine = (await call('GET', '/api/modules/cp/fields/CUSTOM_ORDER/mine', customer)).json().value;
    expect(mine).toContainEqual({ code: 'engraving', visible: true, required: false, readOnly: false });
  });

  it('refuses contradictory settings with one error per field, and changes nothing', async () => {
    const res = await saveFields([
      {
        code: 'engraving',
        roleSettings: [{ roleId: customerAdmin, visible: false, required: true, readOnly: false }],
      },
      {
        code: 'description',
        roleSettings: [{ roleId: customerAdmin, visible: true, required: true, readOnly: true }],
      },
      {
        code: 'ringSize',
        roleSettings: [{ roleId: customerAdmin, visible: true, required: true, readOnly: false }],
      },
      { code: 'colour', roleSettings: [] },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages.map((e: { key: string }) => e.key)).toEqual([
      'fields.0.roleSettings.0.required',
      'fields.1.roleSettings.0.required',
      'fields.2.roleSettings.0.required',
      'fields.3.code',
    ]);
    const mine = (await call('GET', '/api/modules/cp/fields/CUSTOM_ORDER/mine', customer)).json().value;
    expect(mine.every((r: { visible: boolean; required: boolean }) => r.visible && !r.required)).toBe(true);
  });

  it('hides the engraving from customer administrators and requires a description: the API obeys at once', async () => {
    const saved = await saveFields([
      {
        code: 'engraving',
        roleSettings: [{ roleId: customerAdmin, visible: false, required: false, readOnly: false }],
      },
      {
        code: 'description',
        roleSettings: [{ roleId: customerAdmin, visible: true, required: true, readOnly: false }],
      },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const mine = (await call('GET', '/api/modules/cp/fields/CUSTOM_ORDER/mine', customer)).json().value;
    expect(mine).toContainEqual({ code: 'engraving', visible: false, required: false, readOnly: true });
    expect(mine).toContainEqual({ code: 'description', visible: true, required: true, readOnly: false });

    const missing = await call('POST', '/api/customOrders/createOrder', customer, {
      ...design(),
      children: [{ itemTypeID: kit.ring.id, description: '  ' }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessages).toEqual([
      { key: 'description', value: 'Description is required' },
      { key: 'children.0.description', value: 'Description is required' },
    ]);

    const created = await call(
      'POST',
      '/api/customOrders/createOrder',
      customer,
      design({ description: 'Anniversary band' }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().value.id as number;
    const [stored] = await t.db.select().from(customOrders).where(eq(customOrders.id, id));
    expect(stored!.configuration).not.toHaveProperty('engraving');
    expect(stored!.description).toBe('Anniversary band');

    // Staff are not held by the customer roles' settings.
    const byStaff = await call('POST', '/api/customOrders/createOrder', admin, {
      ...design(),
      customerId: stored!.customerId,
    });
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    const staffId = byStaff.json().value.id as number;
    const staffView = (await call('GET', `/api/customOrders/${staffId}`, admin)).json().value;
    expect(staffView.configuration.engraving).toBe('Forever');
    const customerView = (await call('GET', `/api/customOrders/${staffId}`, customer)).json().value;
    expect(customerView.configuration).not.toHaveProperty('engraving');
  });

  it('does not return a hidden description, nor write a read-only one', async () => {
    await saveFields([
      {
        code: 'engraving',
        roleSettings: [{ roleId: customerAdmin, visible: true, required: false, readOnly: true }],
      },
      {
        code: 'description',
        roleSettings: [{ roleId: customerAdmin, visible: false, required: false, readOnly: false }],
      },
    ]);
    const created = await call(
      'POST',
      '/api/customOrders/createOrder',
      customer,
      design({ description: 'Secret' }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().value.id as number;
    const [stored] = await t.db.select().from(customOrders).where(eq(customOrders.id, id));
    expect(stored!.description).toBeNull();
    expect(stored!.configuration).not.toHaveProperty('engraving');

    await t.db
      .update(customOrders)
      .set({ description: 'Written by the workshop' })
      .where(eq(customOrders.id, id));
    expect((await call('GET', `/api/customOrders/${id}`, customer)).json().value.description).toBeNull();
    const list = (await call('GET', '/api/customOrders/getTopLevelCustomOrders?pageSize=50', customer)).json()
      .value;
    expect(list.items.find((i: { id: number }) => i.id === id).description).toBeNull();
    expect((await call('GET', `/api/customOrders/${id}`, admin)).json().value.description).toBe(
      'Written by the workshop',
    );

    await saveFields([
      { code: 'engraving', roleSettings: [] },
      { code: 'description', roleSettings: [] },
    ]);
    expect((await call('GET', `/api/customOrders/${id}`, customer)).json().value.description).toBe(
      'Written by the workshop',
    );
  });
});
