import { createCustomOrder } from '@portal/shared/custom-orders/create-custom-order';
import { getCustomOrder } from '@portal/shared/custom-orders/get-custom-order';
import { getTopLevelCustomOrders } from '@portal/shared/custom-orders/get-top-level-custom-orders';
import { getFieldSettings } from '@portal/shared/settings/get-field-settings';
import { getMyFieldRules } from '@portal/shared/settings/get-my-field-rules';
import { saveFieldSettings } from '@portal/shared/settings/save-field-settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customOrders } from '../custom-orders/tables';
import { roles } from '../users/tables';
import type { SendInput } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderTestKit } from '../orders/order-test-kit';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
let customerAdmin: number;
beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  customerAdmin = (await t.db.select().from(roles).where(eq(roles.code, 'CUSTOMER_ADMIN')))[0]!.id;
});
afterAll(() => t.close());

const admin = { as: 'admin' } as const;
const customer = { as: 'customer' } as const;
const saveFields = (fields: SendInput<typeof saveFieldSettings>['body']['fields']) =>
  t.send(saveFieldSettings, { body: { screenCode: 'CUSTOM_ORDER', fields } }, admin);
const myRules = async () =>
  (await t.send(getMyFieldRules, { params: { screenCode: 'CUSTOM_ORDER' } }, customer)).value;
const customOrder = async (id: number, as: typeof admin | typeof customer) =>
  (await t.send(getCustomOrder, { params: { id } }, as)).value;
const createOrder = (body: SendInput<typeof createCustomOrder>['body'], as: typeof admin | typeof customer) =>
  t.send(createCustomOrder, { body }, as);
const design = (extra: Partial<SendInput<typeof createCustomOrder>['body']> = {}) => ({
  itemTypeID: kit.ring.id,
  quantity: 1,
  configuration: { engraving: 'Forever' },
  ...extra,
});

describe('field settings of the custom order screen', () => {
  it('lists the screen’s fields and the roles, every field open before any setting', async () => {
    const value = (await t.send(getFieldSettings, {}, admin)).value;
    expect(value.roles.map((r) => r.code)).toContain('CUSTOMER_ADMIN');
    const screen = value.screens.find((s) => s.code === 'CUSTOM_ORDER')!;
    expect(screen.fields.map((f) => f.code)).toEqual(['ringSize', 'engraving', 'description']);
    const mine = await myRules();
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
    expect(res.status).toBe(400);
    expect(res.errorMessages.map((e) => e.key)).toEqual([
      'fields.0.roleSettings.0.required',
      'fields.1.roleSettings.0.required',
      'fields.2.roleSettings.0.required',
      'fields.3.code',
    ]);
    const mine = await myRules();
    expect(mine.every((r) => r.visible && !r.required)).toBe(true);
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
    expect(saved.status, saved.response.body).toBe(200);
    const mine = await myRules();
    expect(mine).toContainEqual({ code: 'engraving', visible: false, required: false, readOnly: true });
    expect(mine).toContainEqual({ code: 'description', visible: true, required: true, readOnly: false });

    const missing = await createOrder(
      { ...design(), children: [{ itemTypeID: kit.ring.id, description: '  ' }] },
      customer,
    );
    expect(missing.status).toBe(400);
    expect(missing.errorMessages).toEqual([
      { key: 'description', value: 'Description is required' },
      { key: 'children.0.description', value: 'Description is required' },
    ]);

    const created = await createOrder(design({ description: 'Anniversary band' }), customer);
    expect(created.status, created.response.body).toBe(200);
    const id = created.value.id;
    const [stored] = await t.db.select().from(customOrders).where(eq(customOrders.id, id));
    expect(stored!.configuration).not.toHaveProperty('engraving');
    expect(stored!.description).toBe('Anniversary band');

    // Staff are not held by the customer roles' settings.
    const byStaff = await createOrder({ ...design(), customerId: stored!.customerId }, admin);
    expect(byStaff.status, byStaff.response.body).toBe(200);
    const staffId = byStaff.value.id;
    const staffView = await customOrder(staffId, admin);
    expect(staffView.configuration.engraving).toBe('Forever');
    const customerView = await customOrder(staffId, customer);
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
    const created = await createOrder(design({ description: 'Secret' }), customer);
    expect(created.status, created.response.body).toBe(200);
    const id = created.value.id;
    const [stored] = await t.db.select().from(customOrders).where(eq(customOrders.id, id));
    expect(stored!.description).toBeNull();
    expect(stored!.configuration).not.toHaveProperty('engraving');

    await t.db
      .update(customOrders)
      .set({ description: 'Written by the workshop' })
      .where(eq(customOrders.id, id));
    expect((await customOrder(id, customer)).description).toBeNull();
    const list = (await t.send(getTopLevelCustomOrders, { query: { pageSize: 50 } }, customer)).value;
    expect(list.items.find((i) => i.id === id)!.description).toBeNull();
    expect((await customOrder(id, admin)).description).toBe('Written by the workshop');

    await saveFields([
      { code: 'engraving', roleSettings: [] },
      { code: 'description', roleSettings: [] },
    ]);
    expect((await customOrder(id, customer)).description).toBe('Written by the workshop');
  });
});
