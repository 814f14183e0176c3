import { sendContactMessage } from '@portal/shared/contact/send-contact-message';
import { getPayments } from '@portal/shared/finance/get-payments';
import { getJobOrders } from '@portal/shared/orders/get-job-orders';
import type { CallContract } from '@portal/shared/platform/contract';
import { getCompanyDetails } from '@portal/shared/reference/get-company-details';
import { getAdminSettings } from '@portal/shared/settings/get-admin-settings';
import { getFieldSettings } from '@portal/shared/settings/get-field-settings';
import { getModules } from '@portal/shared/settings/get-modules';
import { getPortalName } from '@portal/shared/settings/get-portal-name';
import { getSetting } from '@portal/shared/settings/get-setting';
import { getWorkflows } from '@portal/shared/settings/get-workflows';
import { listSettings } from '@portal/shared/settings/list-settings';
import { saveFieldSettings } from '@portal/shared/settings/save-field-settings';
import { saveModule } from '@portal/shared/settings/save-module';
import { saveRoleSettings } from '@portal/shared/settings/save-role-settings';
import { updateCompanyDetails } from '@portal/shared/settings/update-company-details';
import { updateSetting } from '@portal/shared/settings/update-setting';
import { updateWorkflowStatus } from '@portal/shared/settings/update-workflow-status';
import { getAvailableModules } from '@portal/shared/users/get-available-modules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSettings } from './tables';
import { roles } from '../users/tables';
import { auditLog } from '../../platform/tables';
import type { Caller, SendInput } from '../../test/send';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { orderTestKit } from '../orders/order-test-kit';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
/** The demo customer's session, for the order kit's submissions. */
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  customer = (await t.login(DEMO.customer)).token;
});
afterAll(() => t.close());

/** A call with its input, to make as several callers, in English. */
const call = <C extends CallContract>(contract: C, input: SendInput<C>) => ({
  name: contract.name,
  as: (as: Caller) => t.send(contract, input, { as, language: 'en' }),
});
/** The administrator's call, in English. */
const admin = <C extends CallContract>(contract: C, input: SendInput<C>) => call(contract, input).as('admin');
const setSetting = (code: string, value: string | number) =>
  admin(updateSetting, { params: { code }, body: { value } });
const modulesNow = async () => (await admin(getModules, {})).value;
const roleId = async (code: string) => (await t.db.select().from(roles).where(eq(roles.code, code)))[0]!.id;
const auditOf = async (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('permission matrix of the configuration calls', () => {
  const reads = [
    call(getModules, {}),
    call(getFieldSettings, {}),
    call(getAdminSettings, {}),
    call(listSettings, {}),
    call(getSetting, { params: { code: 'PORTAL_NAME' } }),
    call(getWorkflows, {}),
  ];
  const writes = [
    call(saveModule, {
      body: { id: 1, name: 'Dashboard', nameFr: 'Tableau de bord', rank: 10, isActive: true },
    }),
    call(saveRoleSettings, { body: { moduleId: 1, roleSettings: [{ roleId: 1, actions: ['VIEW'] }] } }),
    call(saveFieldSettings, {
      body: { screenCode: 'CUSTOM_ORDER', fields: [{ code: 'engraving', roleSettings: [] }] },
    }),
    call(updateSetting, { params: { code: 'PORTAL_NAME' }, body: { value: 'Northstar Portal' } }),
    call(updateWorkflowStatus, {
      params: { workflowCode: 'JOB_ORDER', statusCode: 'NEW' },
      body: { name: 'New', nameFr: 'Nouveau', rank: 10 },
    }),
    call(updateCompanyDetails, { body: { name: 'Northstar Fine Jewelry Manufacturing' } }),
  ];

  it('lets the administrator read and write, and answers 403 to sales staff, a customer and a viewer', async () => {
    for (const read of reads) {
      expect((await read.as('admin')).status, read.name).toBe(200);
      for (const who of ['sales', 'customer', 'viewer'] as const)
        expect((await read.as(who)).status, `${who} ${read.name}`).toBe(403);
    }
    for (const write of writes) {
      for (const who of ['sales', 'customer', 'viewer'] as const)
        expect((await write.as(who)).status, `${who} ${write.name}`).toBe(403);
      expect((await write.as('admin')).status, write.name).toBe(200);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await call(getAdminSettings, {}).as('anonymous')).status).toBe(401);
  });
});

describe('global settings', () => {
  it('lists the groups with typed settings, in the caller’s language', async () => {
    const groups = (await admin(getAdminSettings, {})).value;
    const orders = groups.find((g) => g.code === 'CUSTOMER_ORDERS')!;
    expect(orders.adminSettings.map((s) => s.code)).toContain('ORDER_KIND_MADE_TO_ORDER');
    const select = orders.adminSettings.find((s) => s.code === 'ORDER_KIND_STOCK_ONLY');
    expect(select).toMatchObject({ valueType: 'select', options: ['SO', 'JO', 'PQ'], value: 'SO' });
    const french = await t.send(listSettings, {}, { as: 'admin', language: 'fr' });
    expect(french.value.find((s) => s.code === 'PORTAL_NAME')!.name).toBe('Nom du portail');
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
    const res = await setSetting(code, value);
    expect(res.status).toBe(400);
    expect(res.errorMessages).toContainEqual({ key: 'value', value: message });
    const [after] = await t.db.select().from(adminSettings).where(eq(adminSettings.code, code));
    expect(after!.value).toBe(before!.value);
  });

  it('saves a valid value, reads it back by code and audits the change', async () => {
    const res = await setSetting('support_email', 'help@northstar-jewelry.example');
    expect(res.status, res.response.body).toBe(200);
    const read = (await admin(getSetting, { params: { code: 'SUPPORT_EMAIL' } })).value;
    expect(read.value).toBe('help@northstar-jewelry.example');
    const audit = (await auditOf('settings.value.save')).find((a) => a.entityId === 'SUPPORT_EMAIL');
    expect(audit?.details).toMatchObject({ after: 'help@northstar-jewelry.example' });
    expect((await admin(getSetting, { params: { code: 'NO_SUCH_SETTING' } })).status).toBe(404);
  });
});

describe('modules and role settings', () => {
  const payments = call(getPayments, {});

  it('takes the payments module from customer administrators: the API and the menu obey at once', async () => {
    expect((await payments.as('customer')).status).toBe(200);
    const module = (await modulesNow()).find((m) => m.code === 'CP_PAYMENTS')!;
    const res = await admin(saveRoleSettings, {
      body: { moduleId: module.id, roleSettings: [{ roleId: await roleId('CUSTOMER_ADMIN'), actions: [] }] },
    });
    expect(res.status, res.response.body).toBe(200);
    expect(res.value.message).toBe('Successfully saved role settings.');
    expect((await payments.as('customer')).status).toBe(403);
    const menu = (await call(getAvailableModules, {}).as('customer')).value;
    expect(menu.map((m) => m.code)).not.toContain('CP_PAYMENTS');
    expect((await auditOf('settings.roles.save')).some((a) => a.entityId === 'CP_PAYMENTS')).toBe(true);

    await admin(saveRoleSettings, {
      body: {
        moduleId: module.id,
        roleSettings: [{ roleId: await roleId('CUSTOMER_ADMIN'), actions: ['VIEW', 'VIEWP', 'PAY'] }],
      },
    });
    expect((await payments.as('customer')).status).toBe(200);
  });

  it('refuses an unknown action, a staff-only module for a customer role, and locking staff out', async () => {
    const modules = await modulesNow();
    const byCode = (code: string) => modules.find((m) => m.code === code)!;
    const customerAdmin = await roleId('CUSTOMER_ADMIN');
    const bad = await admin(saveRoleSettings, {
      body: {
        moduleId: byCode('CP_PAYMENTS').id,
        roleSettings: [{ roleId: customerAdmin, actions: ['VIEW', 'LAUNCH'] }],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.errorMessages[0]!.key).toBe('roleSettings.0.actions');
    expect((await payments.as('customer')).status).toBe(200);
    const staffOnly = await admin(saveRoleSettings, {
      body: { moduleId: byCode('CP_CMS').id, roleSettings: [{ roleId: customerAdmin, actions: ['VIEW'] }] },
    });
    expect(staffOnly.status).toBe(400);
    const lockout = await admin(saveRoleSettings, {
      body: {
        moduleId: byCode('CP_CONFIGURATION').id,
        roleSettings: [{ roleId: await roleId('ADMINISTRATOR'), actions: ['VIEW'] }],
      },
    });
    expect(lockout.status).toBe(409);
    expect((await admin(getModules, {})).status).toBe(200);
    expect((await setSetting('PORTAL_NAME', 'Portal')).status).toBe(200);
  });

  it('renames a module and refuses switching the configuration off', async () => {
    const modules = await modulesNow();
    const media = modules.find((m) => m.code === 'CP_MEDIA_LIBRARY')!;
    const saved = await admin(saveModule, {
      body: { id: media.id, name: 'Pictures', nameFr: 'Images', rank: media.rank, isActive: true },
    });
    expect(saved.value).toMatchObject({ name: 'Pictures', code: 'CP_MEDIA_LIBRARY' });
    const config = modules.find((m) => m.code === 'CP_CONFIGURATION')!;
    const off = await admin(saveModule, { body: { ...config, isActive: false } });
    expect(off.status).toBe(400);
  });
});

describe('workflows, company details and order settings', () => {
  it('renames a workflow status and refuses an empty name', async () => {
    const flows = (await admin(getWorkflows, {})).value;
    const jobs = flows.find((w) => w.code === 'JOB_ORDER')!;
    expect(jobs.transitions).toContainEqual({
      action: 'CANCEL',
      from: ['NEW', 'AWAITING_APPROVAL'],
      to: 'CANCELLED',
    });
    const rename = (statusCode: string, body: SendInput<typeof updateWorkflowStatus>['body']) =>
      admin(updateWorkflowStatus, { params: { workflowCode: 'JOB_ORDER', statusCode }, body });
    const inProduction = async () =>
      (await admin(getJobOrders, { query: { statusCode: 'IN_PRODUCTION', pageSize: 1 } })).value.items;
    // The list has read the statuses (and keeps them a minute): the rename must still show at once.
    const listedBefore = await inProduction();
    const bad = await rename('IN_PRODUCTION', { name: ' ', nameFr: 'En fabrication', rank: 40 });
    expect(bad.status).toBe(400);
    const res = await rename('IN_PRODUCTION', { name: 'At the bench', nameFr: 'À l’établi', rank: 40 });
    const status = res.value.statuses.find((s) => s.code === 'IN_PRODUCTION');
    expect(status).toMatchObject({ name: 'At the bench', nameFr: 'À l’établi', listGroup: 'processing' });
    expect(listedBefore.length).toBe(1);
    expect((await inProduction())[0]!.statusName).toBe('At the bench');
    expect((await rename('NOPE', { name: 'x', nameFr: 'x', rank: 1 })).status).toBe(404);
  });

  const companyDetails = (body: SendInput<typeof updateCompanyDetails>['body']) =>
    admin(updateCompanyDetails, { body });
  const publicCompany = async () => (await call(getCompanyDetails, {}).as('anonymous')).value;

  it('edits the company details that GET /CPCompanyDetails answers, and refuses a bad e-mail', async () => {
    const bad = await companyDetails({ name: 'Northstar', email: 'nope' });
    expect(bad.status).toBe(400);
    const res = await companyDetails({
      name: 'Northstar Fine Jewelry',
      email: 'hello@northstar-jewelry.example',
      city: 'Brooklyn',
    });
    expect(res.status, res.response.body).toBe(200);
    expect(await publicCompany()).toMatchObject({
      name: 'Northstar Fine Jewelry',
      city: 'Brooklyn',
      currencyCode: 'USD',
    });
  });

  it('changes only the company details given: a save of the name keeps the e-mail the contact form writes to', async () => {
    const full = {
      name: 'Northstar Fine Jewelry',
      email: 'hello@northstar-jewelry.example',
      phone: '+1 212 555 0100',
      addressLine1: '1 Jewelers Row',
      city: 'Brooklyn',
      zip: '11201',
    };
    expect((await companyDetails(full)).status).toBe(200);
    const renamed = await companyDetails({ name: 'Northstar Jewelry Works' });
    expect(renamed.status, renamed.response.body).toBe(200);
    expect(renamed.value).toMatchObject({ ...full, name: 'Northstar Jewelry Works' });
    expect(await publicCompany()).toMatchObject({
      ...full,
      name: 'Northstar Jewelry Works',
      currencyCode: 'USD',
    });

    const contact = await t.send(
      sendContactMessage,
      {
        body: {
          name: 'Łukasz Nowak',
          email: 'lukasz@example.test',
          subject: 'A signet ring',
          message: 'Could you engrave a family crest on an 18k signet ring?',
        },
      },
      { as: 'anonymous' },
    );
    expect(contact.status, contact.response.body).toBe(200);

    // A field given empty is cleared; the name cannot be.
    const cleared = await companyDetails({ phone: '' });
    expect(cleared.value).toMatchObject({
      phone: null,
      email: full.email,
      name: 'Northstar Jewelry Works',
    });
    expect((await companyDetails({ name: '' })).status).toBe(400);
  });

  it('submission reads the order settings: a made-to-order cart becomes a price quote once staff say so', async () => {
    expect((await kit.placeOrder(customer)).jobTypeCode).toBe('JO');
    expect((await setSetting('ORDER_KIND_MADE_TO_ORDER', 'PQ')).status).toBe(200);
    expect((await kit.placeOrder(customer)).jobTypeCode).toBe('PQ');
    await setSetting('ORDER_KIND_MADE_TO_ORDER', 'JO');
    expect((await setSetting('ORDER_QUOTE_ABOVE_AMOUNT', 0.01)).status).toBe(200);
    expect((await kit.placeOrder(customer, [kit.chain.id])).jobTypeCode).toBe('PQ');
    await setSetting('ORDER_QUOTE_ABOVE_AMOUNT', '0');
    expect((await kit.placeOrder(customer, [kit.chain.id])).jobTypeCode).toBe('SO');
  });
});

describe('the portal name', () => {
  it('is read by anyone, and a saved name is the next answer (page titles end with it)', async () => {
    const portalName = call(getPortalName, {});
    const anonymous = await portalName.as('anonymous');
    expect(anonymous.status).toBe(200);
    expect(anonymous.value).toEqual({ portalName: expect.any(String) });
    expect((await setSetting('PORTAL_NAME', '  Aurora Trade Desk ')).status).toBe(200);
    expect((await portalName.as('anonymous')).value).toEqual({ portalName: 'Aurora Trade Desk' });
    await setSetting('PORTAL_NAME', 'Northstar Customer Portal');
  });
});
