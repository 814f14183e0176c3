import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSettings } from './tables';
import { roles } from '../users/tables';
import { auditLog } from '../../platform/tables';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { orderTestKit } from '../orders/order-test-kit';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
const tokens: Record<'admin' | 'sales' | 'customer' | 'viewer', string> = {
  admin: '',
  sales: '',
  customer: '',
  viewer: '',
};
beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  for (const who of Object.keys(tokens) as (keyof typeof tokens)[])
    tokens[who] = (await t.login(DEMO[who])).token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { ...t.bearer(token), 'accept-language': 'en' } });
const roleId = async (code: string) => (await t.db.select().from(roles).where(eq(roles.code, code)))[0]!.id;
const auditOf = async (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('permission matrix of the configuration calls', () => {
  const reads = [
    '/api/modules/cp',
    '/api/modules/cp/fields',
    '/api/adminSettings',
    '/api/admin-settings/cp/settings',
    '/api/admin-settings/cp/settings/PORTAL_NAME',
    '/api/admin-settings/cp/workflows',
  ];
  const writes: [method: 'POST' | 'PUT', url: string, body: object][] = [
    [
      'POST',
      '/api/modules/cp',
      { id: 1, name: 'Dashboard', nameFr: 'Tableau de bord', rank: 10, isActive: true },
    ],
    ['POST', '/api/modules/cp/roles', { moduleId: 1, roleSettings: [{ roleId: 1, actions: ['VIEW'] }] }],
    [
      'POST',
      '/api/modules/cp/fieldsSettings',
      { screenCode: 'CUSTOM_ORDER', fields: [{ code: 'engraving', roleSettings: [] }] },
    ],
    ['PUT', '/api/admin-settings/cp/settings/PORTAL_NAME', { value: 'Northstar Portal' }],
    [
      'PUT',
      '/api/admin-settings/cp/workflows/JOB_ORDER/statuses/NEW',
      { name: 'New', nameFr: 'Nouveau', rank: 10 },
    ],
    ['PUT', '/api/admin-settings/cp/company-details', { name: 'Northstar Fine Jewelry Manufacturing' }],
  ];

  it('lets the administrator read and write, and answers 403 to sales staff, a customer and a viewer', async () => {
    for (const url of reads) {
      expect((await call('GET', url, tokens.admin)).statusCode, url).toBe(200);
      for (const who of ['sales', 'customer', 'viewer'] as const)
        expect((await call('GET', url, tokens[who])).statusCode, `${who} ${url}`).toBe(403);
    }
    for (const [method, url, body] of writes) {
      for (const who of ['sales', 'customer', 'viewer'] as const)
        expect((await call(method, url, tokens[who], body)).statusCode, `${who} ${url}`).toBe(403);
      expect((await call(method, url, tokens.admin, body)).statusCode, url).toBe(200);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/adminSettings' })).statusCode).toBe(401);
  });
});

describe('global settings', () => {
  it('lists the groups with typed settings, in the caller’s language', async () => {
    const groups = (await call('GET', '/api/adminSettings', tokens.admin)).json().value;
    const orders = groups.find((g: { code: string }) => g.code === 'CUSTOMER_ORDERS');
    expect(orders.adminSettings.map((s: { code: string }) => s.code)).toContain('ORDER_KIND_MADE_TO_ORDER');
    const select = orders.adminSettings.find((s: { code: string }) => s.code === 'ORDER_KIND_STOCK_ONLY');
    expect(select).toMatchObject({ valueType: 'select', options: ['SO', 'JO', 'PQ'], value: 'SO' });
    const french = await t.app.inject({
      method: 'GET',
      url: '/api/admin-settings/cp/settings',
      headers: { ...t.bearer(tokens.admin), 'accept-language': 'fr' },
    });
    expect(french.json().value.find((s: { code: string }) => s.code === 'PORTAL_NAME').name).toBe(
      'Nom du portail',
    );
  });

  it.each([
    ['SUPPORT_EMAIL', 'not an e-mail', 'E-mail must be valid'],
    ['SALES_TAX_ENABLED', 'yes', 'Must be true or false'],
    ['ORDER_KIND_STOCK_ONLY', 'XX', 'Must be one of: SO, JO, PQ'],
    ['ORDER_QUOTE_ABOVE_AMOUNT', '-5', 'Must be at least 0'],
    ['ORDER_QUOTE_ABOVE_AMOUNT', 'abc', 'Must be a number'],
    ['PORTAL_NAME', '   ', 'A value is required'],
  ])('refuses %s = %j with 400 and keeps the value', async (code, value, message) => {
    const [before] = await t.db.select().from(adminSettings).where(eq(adminSettings.code, code));
    const res = await call('PUT', `/api/admin-settings/cp/settings/${code}`, tokens.admin, { value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages).toContainEqual({ key: 'value', value: message });
    const [after] = await t.db.select().from(adminSettings).where(eq(adminSettings.code, code));
    expect(after!.value).toBe(before!.value);
  });

  it('saves a valid value, reads it back by code and audits the change', async () => {
    const res = await call('PUT', '/api/admin-settings/cp/settings/support_email', tokens.admin, {
      value: 'help@northstar-jewelry.example',
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = (await call('GET', '/api/admin-settings/cp/settings/SUPPORT_EMAIL', tokens.admin)).json()
      .value;
    expect(read.value).toBe('help@northstar-jewelry.example');
    const audit = (await auditOf('settings.value.save')).find((a) => a.entityId === 'SUPPORT_EMAIL');
    expect(audit?.details).toMatchObject({ after: 'help@northstar-jewelry.example' });
    expect(
      (await call('GET', '/api/admin-settings/cp/settings/NO_SUCH_SETTING', tokens.admin)).statusCode,
    ).toBe(404);
  });
});

describe('modules and role settings', () => {
  it('takes the payments module from customer administrators: the API and the menu obey at once', async () => {
    expect((await call('GET', '/api/Payment', tokens.customer)).statusCode).toBe(200);
    const modules = (await call('GET', '/api/modules/cp', tokens.admin)).json().value;
    const payments = modules.find((m: { code: string }) => m.code === 'CP_PAYMENTS');
    const res = await call('POST', '/api/modules/cp/roles', tokens.admin, {
      moduleId: payments.id,
      roleSettings: [{ roleId: await roleId('CUSTOMER_ADMIN'), actions: [] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.message).toBe('Successfully saved role settings.');
    expect((await call('GET', '/api/Payment', tokens.customer)).statusCode).toBe(403);
    const menu = (await call('GET', '/api/User/AvailableModules', tokens.customer)).json().value;
    expect(menu.map((m: { code: string }) => m.code)).not.toContain('CP_PAYMENTS');
    expect((await auditOf('settings.roles.save')).some((a) => a.entityId === 'CP_PAYMENTS')).toBe(true);

    await call('POST', '/api/modules/cp/roles', tokens.admin, {
      moduleId: payments.id,
      roleSettings: [{ roleId: await roleId('CUSTOMER_ADMIN'), actions: ['VIEW', 'VIEWP', 'PAY'] }],
    });
    expect((await call('GET', '/api/Payment', tokens.customer)).statusCode).toBe(200);
  });

  it('refuses an unknown action, a staff-only module for a customer role, and locking staff out', async () => {
    const modules = (await call('GET', '/api/modules/cp', tokens.admin)).json().value;
    const byCode = (code: string) => modules.find((m: { code: string }) => m.code === code);
    const customerAdmin = await roleId('CUSTOMER_ADMIN');
    const bad = await call('POST', '/api/modules/cp/roles', tokens.admin, {
      moduleId: byCode('CP_PAYMENTS').id,
      roleSettings: [{ roleId: customerAdmin, actions: ['VIEW', 'LAUNCH'] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessages[0].key).toBe('roleSettings.0.actions');
    expect((await call('GET', '/api/Payment', tokens.customer)).statusCode).toBe(200);
    const staffOnly = await call('POST', '/api/modules/cp/roles', tokens.admin, {
      moduleId: byCode('CP_CMS').id,
      roleSettings: [{ roleId: customerAdmin, actions: ['VIEW'] }],
    });
    expect(staffOnly.statusCode).toBe(400);
    const lockout = await call('POST', '/api/modules/cp/roles', tokens.admin, {
      moduleId: byCode('CP_CONFIGURATION').id,
      roleSettings: [{ roleId: await roleId('ADMINISTRATOR'), actions: ['VIEW'] }],
    });
    expect(lockout.statusCode).toBe(409);
    expect((await call('GET', '/api/modules/cp', tokens.admin)).statusCode).toBe(200);
    const edit = await call('PUT', '/api/admin-settings/cp/settings/PORTAL_NAME', tokens.admin, {
      value: 'Portal',
    });
    expect(edit.statusCode).toBe(200);
  });

  it('renames a module and refuses switching the configuration off', async () => {
    const modules = (await call('GET', '/api/modules/cp', tokens.admin)).json().value;
    const media = modules.find((m: { code: string }) => m.code === 'CP_MEDIA_LIBRARY');
    const saved = await call('POST', '/api/modules/cp', tokens.admin, {
      id: media.id,
      name: 'Pictures',
      nameFr: 'Images',
      rank: media.rank,
      isActive: true,
    });
    expect(saved.json().value).toMatchObject({ name: 'Pictures', code: 'CP_MEDIA_LIBRARY' });
    const config = modules.find((m: { code: string }) => m.code === 'CP_CONFIGURATION');
    const off = await call('POST', '/api/modules/cp', tokens.admin, { ...config, isActive: false });
    expect(off.statusCode).toBe(400);
  });
});

describe('workflows, company details and order settings', () => {
  it('renames a workflow status and refuses an empty name', async () => {
    const flows = (await call('GET', '/api/admin-settings/cp/workflows', tokens.admin)).json().value;
    const jobs = flows.find((w: { code: string }) => w.code === 'JOB_ORDER');
    expect(jobs.transitions).toContainEqual({
      action: 'CANCEL',
      from: ['NEW', 'AWAITING_APPROVAL'],
      to: 'CANCELLED',
    });
    const url = '/api/admin-settings/cp/workflows/JOB_ORDER/statuses/IN_PRODUCTION';
    const inProduction = async () =>
      (
        await call('GET', '/api/JobOrders/job-orders?statusCode=IN_PRODUCTION&pageSize=1', tokens.admin)
      ).json().value.items as { statusName: string }[];
    // The list has read the statuses (and keeps them a minute): the rename must still show at once.
    const listedBefore = await inProduction();
    const bad = await call('PUT', url, tokens.admin, { name: ' ', nameFr: 'En fabrication', rank: 40 });
    expect(bad.statusCode).toBe(400);
    const res = await call('PUT', url, tokens.admin, {
      name: 'At the bench',
      nameFr: 'À l’établi',
      rank: 40,
    });
    const status = res.json().value.statuses.find((s: { code: string }) => s.code === 'IN_PRODUCTION');
    expect(status).toMatchObject({ name: 'At the bench', nameFr: 'À l’établi', listGroup: 'processing' });
    expect(listedBefore.length).toBe(1);
    expect((await inProduction())[0]!.statusName).toBe('At the bench');
    expect(
      (
        await call('PUT', url.replace('IN_PRODUCTION', 'NOPE'), tokens.admin, {
          name: 'x',
          nameFr: 'x',
          rank: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('edits the company details that GET /CPCompanyDetails answers, and refuses a bad e-mail', async () => {
    const url = '/api/admin-settings/cp/company-details';
    const bad = await call('PUT', url, tokens.admin, { name: 'Northstar', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    const res = await call('PUT', url, tokens.admin, {
      name: 'Northstar Fine Jewelry',
      email: 'hello@northstar-jewelry.example',
      city: 'Brooklyn',
    });
    expect(res.statusCode, res.body).toBe(200);
    const company = (await t.app.inject({ method: 'GET', url: '/api/CPCompanyDetails' })).json().value;
    expect(company).toMatchObject({ name: 'Northstar Fine Jewelry', city: 'Brooklyn', currencyCode: 'USD' });
  });

  it('changes only the company details given: a save of the name keeps the e-mail the contact form writes to', async () => {
    const url = '/api/admin-settings/cp/company-details';
    const full = {
      name: 'Northstar Fine Jewelry',
      email: 'hello@northstar-jewelry.example',
      phone: '+1 212 555 0100',
      addressLine1: '1 Jewelers Row',
      city: 'Brooklyn',
      zip: '11201',
    };
    expect((await call('PUT', url, tokens.admin, full)).statusCode).toBe(200);
    const renamed = await call('PUT', url, tokens.admin, { name: 'Northstar Jewelry Works' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().value).toMatchObject({ ...full, name: 'Northstar Jewelry Works' });
    const company = (await t.app.inject({ method: 'GET', url: '/api/CPCompanyDetails' })).json().value;
    expect(company).toMatchObject({ ...full, name: 'Northstar Jewelry Works', currencyCode: 'USD' });

    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: {
        name: 'Łukasz Nowak',
        email: 'lukasz@example.test',
        subject: 'A signet ring',
        message: 'Could you engrave a family crest on an 18k signet ring?',
      },
    });
    expect(contact.statusCode, contact.body).toBe(200);

    // A field given empty is cleared; the name cannot be.
    const cleared = await call('PUT', url, tokens.admin, { phone: '' });
    expect(cleared.json().value).toMatchObject({
      phone: null,
      email: full.email,
      name: 'Northstar Jewelry Works',
    });
    expect((await call('PUT', url, tokens.admin, { name: '' })).statusCode).toBe(400);
  });

  it('submission reads the order settings: a made-to-order cart becomes a price quote once staff say so', async () => {
    expect((await kit.placeOrder(tokens.customer)).jobTypeCode).toBe('JO');
    const url = '/api/admin-settings/cp/settings/ORDER_KIND_MADE_TO_ORDER';
    expect((await call('PUT', url, tokens.admin, { value: 'PQ' })).statusCode).toBe(200);
    expect((await kit.placeOrder(tokens.customer)).jobTypeCode).toBe('PQ');
    await call('PUT', url, tokens.admin, { value: 'JO' });
    const above = '/api/admin-settings/cp/settings/ORDER_QUOTE_ABOVE_AMOUNT';
    expect((await call('PUT', above, tokens.admin, { value: 0.01 })).statusCode).toBe(200);
    expect((await kit.placeOrder(tokens.customer, [kit.chain.id])).jobTypeCode).toBe('PQ');
    await call('PUT', above, tokens.admin, { value: '0' });
    expect((await kit.placeOrder(tokens.customer, [kit.chain.id])).jobTypeCode).toBe('SO');
  });
});

describe('the portal name', () => {
  it('is read by anyone, and a saved name is the next answer (page titles end with it)', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin-settings/portal-name' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().value).toEqual({ portalName: expect.any(String) });
    const url = '/api/admin-settings/cp/settings/PORTAL_NAME';
    expect((await call('PUT', url, tokens.admin, { value: '  Aurora Trade Desk ' })).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin-settings/portal-name' });
    expect(after.json().value).toEqual({ portalName: 'Aurora Trade Desk' });
    await call('PUT', url, tokens.admin, { value: 'Northstar Customer Portal' });
  });
});
