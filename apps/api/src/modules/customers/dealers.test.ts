import { getDealersForCountry } from '@portal/shared/customers/get-dealers-for-country';
import type { Language } from '@portal/shared/platform/language';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from './tables';
import { countries, states } from '../reference/tables';
import type { SendInput } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countryId = async (code: string) =>
  (await t.db.select().from(countries).where(eq(countries.code, code)))[0]!.id;

const dealers = (query: SendInput<typeof getDealersForCountry>['query'], language: Language = 'en') =>
  t.send(getDealersForCountry, { query }, { as: 'anonymous', language });

describe('find an authorised partner', () => {
  it('lists the partners of a country to a visitor, with their contact details, and narrows by state', async () => {
    const us = await countryId('US');
    const res = await dealers({ countryId: us });
    expect(res.status).toBe(200);
    const list = res.value;
    // Only customers marked as partners: Bellweather (C1002) and Aurora Outlet (C1003) are not.
    expect(list.map((d) => d.name)).toEqual(['Aurora Jewelers']);
    expect(list[0]).toMatchObject({ city: 'New York', stateName: 'New York', phone: '+1 212 555 0101' });
    const [ohio] = await t.db
      .select()
      .from(states)
      .where(and(eq(states.countryId, us), eq(states.code, 'OH')));
    expect((await dealers({ countryId: us, stateId: ohio!.id })).value).toEqual([]);
  });

  it('names the country in the reader’s language and follows the partner flag', async () => {
    const fr = await countryId('FR');
    const list = (await dealers({ countryId: fr }, 'fr')).value;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Maison Lumière', countryCode: 'FR' });
    await t.db
      .update(customers)
      .set({ isAuthorizedPartner: false })
      .where(eq(customers.accountNumber, 'C1004'));
    expect((await dealers({ countryId: fr })).value).toEqual([]);
  });

  it('refuses a missing or bad country', async () => {
    expect((await dealers({} as SendInput<typeof getDealersForCountry>['query'])).status).toBe(400);
    expect((await dealers({ countryId: 'abc' })).status).toBe(400);
  });
});
