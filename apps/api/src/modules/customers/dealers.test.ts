import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from './tables';
import { countries, states } from '../reference/tables';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countryId = async (code: string) =>
  (await t.db.select().from(countries).where(eq(countries.code, code)))[0]!.id;

const dealers = (query: string, lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/Customers/getDealersForCountry?${query}`,
    headers: { 'accept-language': lang },
  });

describe('find an authorised partner', () => {
  it('lists the partners of a country to a visitor, with their contact details, and narrows by state', async () => {
    const us = await countryId('US');
    const res = await dealers(`countryId=${us}`);
    expect(res.statusCode).toBe(200);
    const list = res.json().value;
    // Only customers marked as partners: Bellweather (C1002) and Aurora Outlet (C1003) are not.
    expect(list.map((d: { name: string }) => d.name)).toEqual(['Aurora Jewelers']);
    expect(list[0]).toMatchObject({ city: 'New York', stateName: 'New York', phone: '+1 212 555 0101' });
    const [ohio] = await t.db
      .select()
      .from(states)
      .where(and(eq(states.countryId, us), eq(states.code, 'OH')));
    expect((await dealers(`countryId=${us}&stateId=${ohio!.id}`)).json().value).toEqual([]);
  });

  it('names the country in the reader’s language and follows the partner flag', async () => {
    const fr = await countryId('FR');
    const list = (await dealers(`countryId=${fr}`, 'fr')).json().value;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Maison Lumière', countryCode: 'FR' });
    await t.db
      .update(customers)
      .set({ isAuthorizedPartner: false })
      .where(eq(customers.accountNumber, 'C1004'));
    expect((await dealers(`countryId=${fr}`)).json().value).toEqual([]);
  });

  it('refuses a missing or bad country', async () => {
    expect((await dealers('')).statusCode).toBe(400);
    expect((await dealers('countryId=abc')).statusCode).toBe(400);
  });
});
