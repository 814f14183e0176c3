import { switchCustomer } from '@portal/shared/auth/switch-customer';
import { getContactPersons } from '@portal/shared/customers/get-contact-persons';
import { getCustomerAddresses } from '@portal/shared/customers/get-customer-addresses';
import { getCustomerIdByAccountNumber } from '@portal/shared/customers/get-customer-id-by-account-number';
import { getCustomers } from '@portal/shared/customers/get-customers';
import { getCustomersWithActivePortalUser } from '@portal/shared/customers/get-customers-with-active-portal-user';
import { getPortalUsersByCustomer } from '@portal/shared/customers/get-portal-users-by-customer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerId } from '../../test/fixtures';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('customer isolation', () => {
  it('shows a portal user the addresses and contacts of the active customer only', async () => {
    const addresses = (await t.send(getCustomerAddresses, {}, { as: 'customer' })).value;
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses[0]).toMatchObject({ city: 'New York', countryCode: 'US' });
  });

  it('never shows other@demo.test anything of C1001, whatever it asks', async () => {
    const other = { as: 'other' } as const;
    const c1001 = await customerId(t.db, 'C1001');
    const own = (await t.send(getCustomerAddresses, {}, other)).value;
    expect(own.every((a) => a.city === 'Columbus')).toBe(true);
    for (const call of [getCustomerAddresses, getContactPersons]) {
      const res = await t.send(call, { query: { customerId: c1001 } }, other);
      expect(res.status, call.name).toBe(404);
      expect(res.response.body).not.toContain('Aurora');
    }
    const switched = await t.send(switchCustomer, { body: { customerId: c1001 } }, other);
    expect(switched.status).toBe(404);
    expect((await t.send(getCustomers, {}, other)).status).toBe(403);
  });

  it('lets staff read any customer and search the customer list', async () => {
    const admin = { as: 'admin' } as const;
    const c1002 = await customerId(t.db, 'C1002');
    const contacts = (await t.send(getContactPersons, { query: { customerId: c1002 } }, admin)).value;
    expect(contacts[0]!.lastName).toBe('Bell');
    const list = (await t.send(getCustomers, { query: { search: 'aurora', pageSize: 1 } }, admin)).value;
    expect(list.pagingData).toEqual({ itemCount: 2, pageNo: 1, pageSize: 1 });
    expect(list.items[0]!.accountNumber).toBe('C1001');
    expect((await t.send(getCustomers, { query: { pageSize: 201 } }, admin)).status).toBe(400);
    const byNumber = await t.send(getCustomerIdByAccountNumber, { params: { accountNo: 'c1002' } }, admin);
    expect(byNumber.value).toBe(c1002);
  });

  it('lists the portal users staff can switch to', async () => {
    const admin = { as: 'admin' } as const;
    const customers = (await t.send(getCustomersWithActivePortalUser, {}, admin)).value;
    expect(customers.map((c) => c.accountNumber)).toEqual(expect.arrayContaining(['C1001', 'C1002']));
    const c1002 = await customerId(t.db, 'C1002');
    const users = (await t.send(getPortalUsersByCustomer, { params: { id: c1002 } }, admin)).value;
    expect(users.map((u) => u.email)).toContain(DEMO.other.email);
  });
});

describe('the customers grid for staff', () => {
  it('gives each row its active portal users, primary contact, billing place and financial settings', async () => {
    const sales = { as: 'sales' } as const;
    const page = (await t.send(getCustomers, { query: { search: 'C1001' } }, sales)).value;
    expect(page.items[0]).toMatchObject({
      accountNumber: 'C1001',
      activePortalUsers: expect.any(Number),
      primaryContact: expect.any(String),
      billingPlace: 'New York, US',
      creditLimit: expect.any(Number),
      isOnCreditHold: false,
    });
    expect(page.items[0]!.activePortalUsers).toBeGreaterThanOrEqual(2);
    // The type of business is named in the reader's language.
    const funeralHome = async (language: 'en' | 'fr') =>
      (await t.send(getCustomers, { query: { search: 'C1002' } }, { ...sales, language })).value.items[0]!
        .customerTypeName;
    expect(await funeralHome('en')).toBe('Funeral home');
    expect(await funeralHome('fr')).not.toBe('Funeral home');
  });

  it('filters by active portal user and credit hold; a bad filter is refused', async () => {
    const admin = { as: 'admin' } as const;
    const filtered = async (filters: object) =>
      (await t.send(getCustomers, { query: { pageSize: 200, filters: JSON.stringify(filters) } }, admin))
        .value;
    const withUsers = (await filtered({ hasActivePortalUser: true })).items;
    expect(withUsers.length).toBeGreaterThan(0);
    expect(withUsers.every((c) => c.activePortalUsers > 0)).toBe(true);
    const without = (await filtered({ hasActivePortalUser: false })).items;
    expect(without.every((c) => c.activePortalUsers === 0)).toBe(true);
    const all = (await filtered({})).pagingData.itemCount;
    expect(withUsers.length + without.length).toBe(all);
    const held = (await filtered({ isOnCreditHold: true })).items;
    expect(held.every((c) => c.isOnCreditHold)).toBe(true);
    expect((await t.send(getCustomers, { query: { filters: 'not-json' } }, admin)).status).toBe(400);
    expect((await t.send(getCustomers, {}, { as: 'viewer' })).status).toBe(403);
  });
});
