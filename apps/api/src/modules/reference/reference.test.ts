import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login(DEMO.customer)).token;
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { ...t.bearer(token), ...headers } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().value;
};

describe('reference calls', () => {
  it('lists countries with the manufacturer’s markets first, in French under fr', async () => {
    const countries = await get('/api/Countries');
    expect(countries.slice(0, 3).map((c: { code: string }) => c.code)).toEqual(['US', 'CA', 'FR']);
    const fr = await get('/api/Countries', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(fr[0].name).toBe('États-Unis');
  });

  it('narrows states to a country', async () => {
    const countries = await get('/api/Countries');
    const ids = Object.fromEntries(countries.map((c: { code: string; id: number }) => [c.code, c.id]));
    const us = await get(`/api/Countries/states?countryId=${ids.US}`);
    const ca = await get(`/api/Countries/states?countryId=${ids.CA}`);
    const fr = await get(`/api/Countries/states?countryId=${ids.FR}`);
    expect(us.length).toBeGreaterThanOrEqual(51);
    expect(ca.map((s: { code: string }) => s.code)).toContain('QC');
    expect(fr.map((s: { name: string }) => s.name)).toContain('Île-de-France');
    expect(new Set(fr.map((s: { parentID: number }) => s.parentID))).toEqual(new Set([ids.FR]));
    const missing = await t.app.inject({ method: 'GET', url: '/api/Countries/states' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessages[0].key).toBe('countryId');
  });

  it('lists customer types', async () => {
    const types = await get('/api/CustomerTypes');
    expect(types.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(['Retail jeweler', 'Funeral home', 'Dealer']),
    );
  });

  it('answers the six status lists, quotes split into open and closed', async () => {
    const open = await get('/api/EntityStatus/OpenPriceQuoteStatuses');
    const closed = await get('/api/EntityStatus/ClosedPriceQuoteStatuses');
    expect(open.every((s: { isClosed: boolean }) => !s.isClosed)).toBe(true);
    expect(closed.map((s: { code: string }) => s.code)).toEqual(
      expect.arrayContaining(['APPROVED', 'DECLINED']),
    );
    for (const url of [
      '/api/EntityStatus/invoiceStatuses',
      '/api/EntityStatus/SalesOrder',
      '/api/EntityStatus/JobOrder',
      '/api/EntityStatus/ServiceType',
    ]) {
      const list = await get(url);
      expect(list.length, url).toBeGreaterThan(3);
      expect(Object.keys(list[0]).sort()).toEqual(['code', 'id', 'isClosed', 'name', 'rank']);
    }
    const jobs = await get('/api/EntityStatus/JobOrder', { 'accept-language': 'fr' });
    expect(jobs[0].name).toBe('Nouveau');
  });

  it('answers format settings, hardcoded settings with OWNER_COMPANY_CODE and the owner company', async () => {
    const formats = await get('/api/FormatSettings');
    expect(formats).toContainEqual({ name: 'CURRENCY_CODE', value: 'USD' });
    const hardcoded = await get('/api/HardcodedSettings/api/timekeeping/hardcodedsettings');
    const owner = hardcoded.find((s: { code: string }) => s.code === 'OWNER_COMPANY_CODE');
    const company = await get('/api/CPCompanyDetails');
    expect(company.code).toBe(owner.val_Str);
    expect(company.name).toBe('Northstar Fine Jewelry Manufacturing');
    // Kept by name, answered with codes too: the storefront prints it "New York, NY 10036".
    expect(company).toMatchObject({ stateName: 'New York', countryCode: 'US', stateCode: 'NY' });
  });
});

describe('modules', () => {
  it('finds a module by code, in any case, and 404s an unknown one', async () => {
    expect(await get('/api/modules/get-by-code/cp_payments')).toMatchObject({
      code: 'CP_PAYMENTS',
      name: 'Payments',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/modules/get-by-code/NOPE',
      headers: t.bearer(token),
    });
    expect(res.statusCode).toBe(404);
  });

  it('lists modules with role settings for configuration staff only', async () => {
    const admin = await t.login(DEMO.admin);
    const res = await t.app.inject({ method: 'GET', url: '/api/modules/cp', headers: t.bearer(admin.token) });
    const payments = res.json().value.find((m: { code: string }) => m.code === 'CP_PAYMENTS');
    expect(payments.actions).toContain('VIEWP');
    expect(payments.roleSettings.map((r: { roleCode: string }) => r.roleCode)).toEqual(
      expect.arrayContaining(['ADMINISTRATOR', 'CUSTOMER_ADMIN']),
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/modules/cp', headers: t.bearer(token) })).statusCode,
    ).toBe(403);
  });

  it('gives each user the modules their roles open', async () => {
    const modules = await get('/api/User/AvailableModules');
    const codes = modules.map((m: { code: string }) => m.code);
    expect(codes).toContain('CP_JOB_ORDERS');
    expect(codes).not.toContain('CP_CONFIGURATION');
    const viewer = await t.login(DEMO.viewer);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/User/AvailableModules',
      headers: t.bearer(viewer.token),
    });
    expect(res.json().value.map((m: { code: string }) => m.code)).not.toContain('CP_SHOPPING_CART');
  });
});

describe('user settings', () => {
  it('keeps a setting per user', async () => {
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/usersetting/CP_IsMenuCollapsed',
      headers: t.bearer(token),
      payload: { value: true },
    });
    expect(save.json().value).toEqual({ key: 'CP_IsMenuCollapsed', value: 'true' });
    expect(await get('/api/usersetting/CP_IsMenuCollapsed')).toEqual({
      key: 'CP_IsMenuCollapsed',
      value: 'true',
    });
    const other = await t.login(DEMO.other);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/usersetting/CP_IsMenuCollapsed',
      headers: t.bearer(other.token),
    });
    expect(res.json().value.value).toBeNull();
  });
});
