import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerId } from '../../test/fixtures';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(token) });

describe('customer isolation', () => {
  it('shows a portal user the addresses and contacts of the active customer only', async () => {
    const { token } = await t.login(DEMO.customer);
    const addresses = (await get('/api/customers/getCustomerAddresses', token)).json().value;
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses[0]).toMatchObject({ city: 'New York', countryCode: 'US' });
  });

  it('never shows other@demo.test anything of C1001, whatever it asks', async () => {
    const { token } = await t.login(DEMO.other);
    const c1001 = await customerId(t.db, 'C1001');
    const own = (await get('/api/customers/getCustomerAddresses', token)).json().value;
    expect(own.every((a: { city: string }) => a.city === 'Columbus')).toBe(true);
    for (const url of [
      `/api/customers/getCustomerAddresses?customerId=${c1001}`,
      `/api/customers/getContactPersons?customerId=${c1001}`,
    ]) {
      const res = await get(url, token);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Aurora');
    }
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/auth/switchCustomer',
      headers: t.bearer(token),
      payload: { customerId: c1001 },
    });
    expect(switched.statusCode).toBe(404);
    expect((await get('/api/Customers', token)).statusCode).toBe(403);
  });

  it('lets staff read any customer and search the customer list', async () => {
    const { token } = await t.login(DEMO.admin);
    const c1002 = await customerId(t.db, 'C1002');
    const contacts = (await get(`/api/customers/getContactPersons?customerId=${c1002}`, token)).json().value;
    expect(contacts[0].lastName).toBe('Bell');
    const list = (await get('/api/Customers?search=aurora&pageSize=1', token)).json().value;
    expect(list.pagingData).toEqual({ itemCount: 2, pageNo: 1, pageSize: 1 });
    expect(list.items[0].accountNumber).toBe('C1001');
    expect((await get('/api/Customers?pageSize=201', token)).statusCode).toBe(400);
    expect((await get('/api/customers/get-id-by-account-number/c1002', token)).json().value).toBe(c1002);
  });

  it('lists the portal users staff can switch to', async () => {
    const { token } = await t.login(DEMO.admin);
    const customers = (await get('/api/Customers/getCustomersWithActivePortalUser', token)).json().value;
    expect(customers.map((c: { accountNumber: string }) => c.accountNumber)).toEqual(
      expect.arrayContaining(['C1001', 'C1002']),
    );
    const users = (
      await get(`/api/User/getPortalUsersByCustomerId/${await customerId(t.db, 'C1002')}`, token)
    ).json().value;
    expect(users.map((u: { email: string }) => u.email)).toContain(DEMO.other.email);
  });
});

describe('the customers grid for staff', () => {
  it('gives each row its active portal users, primary contact, billing place and financial settings', async () => {
    const { token } = await t.login(DEMO.sales);
    const page = (await get('/api/Customers?search=C1001', token)).json().value;
    expect(page.items[0]).toMatchObject({
      accountNumber: 'C1001',
      activePortalUsers: expect.any(Number),
      primaryContact: expect.any(String),
      billingPlace: 'New York, US',
      creditLimit: expect.any(Number),
      isOnCreditHold: false,
    });
    expect(page.items[0].activePortalUsers).toBeGreaterThanOrEqual(2);
    // The type of business is named in the reader's language.
    const funeralHome = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/Customers?search=C1002',
          headers: { ...t.bearer(token), 'accept-language': language },
        })
      ).json().value.items[0].customerTypeName;
    expect(await funeralHome('en')).toBe('Funeral home');
    expect(await funeralHome('fr')).not.toBe('Funeral home');
  });

  it('filters by active portal user and credit hold; a bad filter is refused', async () => {
    const { token } = await t.login(DEMO.admin);
    const filtered = (filters: object) =>
      get(`/api/Customers?pageSize=200&filters=${encodeURIComponent(JSON.stringify(filters))}`, token);
    const withUsers = (await filtered({ hasActivePortalUser: true })).json().value.items;
    expect(withUsers.length).toBeGreaterThan(0);
    expect(withUsers.every((c: { activePortalUsers: number }) => c.activePortalUsers > 0)).toBe(true);
    const without = (await filtered({ hasActivePortalUser: false })).json().value.items;
    expect(without.every((c: { activePortalUsers: number }) => c.activePortalUsers === 0)).toBe(true);
    const all = (await filtered({})).json().value.pagingData.itemCount;
    expect(withUsers.length + without.length).toBe(all);
    const held = (await filtered({ isOnCreditHold: true })).json().value.items;
    expect(held.every((c: { isOnCreditHold: boolean }) => c.isOnCreditHold)).toBe(true);
    expect((await get('/api/Customers?filters=not-json', token)).statusCode).toBe(400);
    const { token: viewer } = await t.login(DEMO.viewer);
    expect((await get('/api/Customers', viewer)).statusCode).toBe(403);
  });
});
