import { getCustomerTypes } from '@portal/shared/customers/get-customer-types';
import { getClosedPriceQuoteStatuses } from '@portal/shared/reference/get-closed-price-quote-statuses';
import { getCompanyDetails } from '@portal/shared/reference/get-company-details';
import { getCountries } from '@portal/shared/reference/get-countries';
import { getFormatSettings } from '@portal/shared/reference/get-format-settings';
import { getHardcodedSettings } from '@portal/shared/reference/get-hardcoded-settings';
import { getInvoiceStatuses } from '@portal/shared/reference/get-invoice-statuses';
import { getJobOrderStatuses } from '@portal/shared/reference/get-job-order-statuses';
import { getOpenPriceQuoteStatuses } from '@portal/shared/reference/get-open-price-quote-statuses';
import { getSalesOrderStatuses } from '@portal/shared/reference/get-sales-order-statuses';
import { getServiceTypes } from '@portal/shared/reference/get-service-types';
import { getStates } from '@portal/shared/reference/get-states';
import { getModuleByCode } from '@portal/shared/settings/get-module-by-code';
import { getModules } from '@portal/shared/settings/get-modules';
import { getAvailableModules } from '@portal/shared/users/get-available-modules';
import { getUserSetting } from '@portal/shared/users/get-user-setting';
import { saveUserSetting } from '@portal/shared/users/save-user-setting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidInput } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countryIds = async () =>
  Object.fromEntries((await t.send(getCountries, {}, { as: 'customer' })).value.map((c) => [c.code, c.id]));

describe('reference calls', () => {
  it('lists countries with the manufacturer’s markets first, in French under fr', async () => {
    const countries = (await t.send(getCountries, {}, { as: 'customer' })).value;
    expect(countries.slice(0, 3).map((c) => c.code)).toEqual(['US', 'CA', 'FR']);
    const fr = await t.send(
      getCountries,
      {},
      { as: 'customer', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } },
    );
    expect(fr.value[0]!.name).toBe('États-Unis');
  });

  it('narrows states to a country', async () => {
    const ids = await countryIds();
    const states = async (countryId: number) =>
      (await t.send(getStates, { query: { countryId } }, { as: 'customer' })).value;
    const us = await states(ids.US!);
    const ca = await states(ids.CA!);
    const fr = await states(ids.FR!);
    expect(us.length).toBeGreaterThanOrEqual(51);
    expect(ca.map((s) => s.code)).toContain('QC');
    expect(fr.map((s) => s.name)).toContain('Île-de-France');
    expect(new Set(fr.map((s) => s.parentID))).toEqual(new Set([ids.FR]));
    // The country is required: sent without it, as a client that forgot it would.
    const missing = await t.send(getStates, invalidInput({}), { as: 'anonymous' });
    expect(missing.status).toBe(400);
    expect(missing.errorMessages[0]!.key).toBe('countryId');
  });

  it('lists customer types', async () => {
    const types = (await t.send(getCustomerTypes, {}, { as: 'customer' })).value;
    expect(types.map((type) => type.name)).toEqual(
      expect.arrayContaining(['Retail jeweler', 'Funeral home', 'Dealer']),
    );
  });

  it('answers the six status lists, quotes split into open and closed', async () => {
    const open = (await t.send(getOpenPriceQuoteStatuses, {}, { as: 'customer' })).value;
    const closed = (await t.send(getClosedPriceQuoteStatuses, {}, { as: 'customer' })).value;
    expect(open.every((s) => !s.isClosed)).toBe(true);
    expect(closed.map((s) => s.code)).toEqual(expect.arrayContaining(['APPROVED', 'DECLINED']));
    for (const call of [getInvoiceStatuses, getSalesOrderStatuses, getJobOrderStatuses, getServiceTypes]) {
      const list = (await t.send(call, {}, { as: 'customer' })).value;
      expect(list.length, call.path).toBeGreaterThan(3);
      expect(Object.keys(list[0]!).sort()).toEqual(['code', 'id', 'isClosed', 'name', 'rank']);
    }
    const jobs = (await t.send(getJobOrderStatuses, {}, { as: 'customer', language: 'fr' })).value;
    expect(jobs[0]!.name).toBe('Nouveau');
  });

  it('answers format settings, hardcoded settings with OWNER_COMPANY_CODE and the owner company', async () => {
    const formats = (await t.send(getFormatSettings, {}, { as: 'customer' })).value;
    expect(formats).toContainEqual({ name: 'CURRENCY_CODE', value: 'USD' });
    const hardcoded = (await t.send(getHardcodedSettings, {}, { as: 'customer' })).value;
    const owner = hardcoded.find((s) => s.code === 'OWNER_COMPANY_CODE')!;
    const company = (await t.send(getCompanyDetails, {}, { as: 'customer' })).value;
    expect(company.code).toBe(owner.val_Str);
    expect(company.name).toBe('Northstar Fine Jewelry Manufacturing');
    // Kept by name, answered with codes too: the storefront prints it "New York, NY 10036".
    expect(company).toMatchObject({ stateName: 'New York', countryCode: 'US', stateCode: 'NY' });
  });
});

describe('modules', () => {
  it('finds a module by code, in any case, and 404s an unknown one', async () => {
    const found = await t.send(
      getModuleByCode,
      { params: { moduleCode: 'cp_payments' } },
      { as: 'customer' },
    );
    expect(found.value).toMatchObject({ code: 'CP_PAYMENTS', name: 'Payments' });
    const unknown = await t.send(getModuleByCode, { params: { moduleCode: 'NOPE' } }, { as: 'customer' });
    expect(unknown.status).toBe(404);
  });

  it('lists modules with role settings for configuration staff only', async () => {
    const modules = (await t.send(getModules, {}, { as: 'admin' })).value;
    const payments = modules.find((m) => m.code === 'CP_PAYMENTS')!;
    expect(payments.actions).toContain('VIEWP');
    expect(payments.roleSettings.map((r) => r.roleCode)).toEqual(
      expect.arrayContaining(['ADMINISTRATOR', 'CUSTOMER_ADMIN']),
    );
    expect((await t.send(getModules, {}, { as: 'customer' })).status).toBe(403);
  });

  it('gives each user the modules their roles open', async () => {
    const codes = (await t.send(getAvailableModules, {}, { as: 'customer' })).value.map((m) => m.code);
    expect(codes).toContain('CP_JOB_ORDERS');
    expect(codes).not.toContain('CP_CONFIGURATION');
    const viewer = (await t.send(getAvailableModules, {}, { as: 'viewer' })).value;
    expect(viewer.map((m) => m.code)).not.toContain('CP_SHOPPING_CART');
  });
});

describe('user settings', () => {
  it('keeps a setting per user', async () => {
    const params = { key: 'CP_IsMenuCollapsed' };
    const save = await t.send(saveUserSetting, { params, body: { value: true } }, { as: 'customer' });
    expect(save.value).toEqual({ key: 'CP_IsMenuCollapsed', value: 'true' });
    expect((await t.send(getUserSetting, { params }, { as: 'customer' })).value).toEqual({
      key: 'CP_IsMenuCollapsed',
      value: 'true',
    });
    expect((await t.send(getUserSetting, { params }, { as: 'other' })).value.value).toBeNull();
  });
});
