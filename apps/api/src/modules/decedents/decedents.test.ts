import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../customers/tables';
import { customerTypes } from '../reference/tables';
import { createUser, customerId } from '../../test/fixtures';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

// The decedent records through HTTP (spec §7 SEO, asset limits, decedents): the demo funeral home C1002
// (other@demo.test) keeps four decedents (seed/demo-decedents.ts); this file adds a second funeral home to check
// that neither sees the other's.
let t: TestApp;
let owner: string;
let viewer: string;
let jeweler: string;
let rival: string;
let staff: string;
let c1002: number;
let rivalHome: number;

interface Row {
  id: number;
  customerId: number;
  fullName: string;
  lastName: string;
  dateOfDeath: string | null;
  archived: boolean;
  fingerprintCount: number;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = (await t.login(DEMO.other)).token;
  jeweler = (await t.login(DEMO.customer)).token;
  staff = (await t.login(DEMO.admin)).token;
  const [type] = await t.db.select().from(customerTypes).where(eq(customerTypes.code, 'FUNERAL_HOME'));
  const [home] = await t.db
    .insert(customers)
    .values({ accountNumber: 'C9019', name: 'Riverside Chapel', customerTypeId: type!.id })
    .returning();
  rivalHome = home!.id;
  rival = (await t.login(await createUser(t.db, { roles: ['CUSTOMER_ADMIN'], customers: ['C9019'] }))).token;
  viewer = (await t.login(await createUser(t.db, { roles: ['READ_ONLY'], customers: ['C1002'] }))).token;
  c1002 = await customerId(t.db, 'C1002');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? t.bearer(token) : {} });
const value = async (url: string, token: string) => {
  const res = await call('GET', url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
};
const filters = (f: object) => `filters=${encodeURIComponent(JSON.stringify(f))}`;
const record = { firstName: 'Ada', lastName: 'Quill', dateOfBirth: '1940-02-01', dateOfDeath: '2026-11-20' };

describe('GET /decedents', () => {
  it('gives a funeral home its own decedents by last name, searched by name, reference and dates', async () => {
    const page = await value('/api/decedents', owner);
    const items = page.items as Row[];
    expect(items.map((d) => d.lastName)).toEqual(['Brennan', 'Marchetti', 'Okafor', 'Whitfield']);
    expect(items.every((d) => d.customerId === c1002)).toBe(true);
    expect(page.pagingData).toEqual({ itemCount: 4, pageNo: 1, pageSize: 10 });
    expect(items.find((d) => d.lastName === 'Whitfield')!.fingerprintCount).toBe(2);

    const byName = await value(`/api/decedents?${filters({ name: 'eleanor whit' })}`, owner);
    expect((byName.items as Row[]).map((d) => d.fullName)).toEqual(['Eleanor Whitfield']);
    const byReference = await value(`/api/decedents?${filters({ referenceNumber: '2026-127' })}`, owner);
    expect((byReference.items as Row[]).map((d) => d.lastName)).toEqual(['Okafor']);
    const byDeath = await value(
      `/api/decedents?${filters({ dateOfDeathFrom: '2026-10-15', dateOfDeathTo: '2026-11-05' })}`,
      owner,
    );
    expect((byDeath.items as Row[]).map((d) => d.lastName)).toEqual(['Marchetti', 'Okafor']);
    const byBirth = await value(`/api/decedents?${filters({ dateOfBirthTo: '1940-01-01' })}`, owner);
    expect((byBirth.items as Row[]).map((d) => d.lastName)).toEqual(['Brennan', 'Whitfield']);
    const printed = await value(`/api/decedents?${filters({ withFingerprints: true })}`, owner);
    expect((printed.items as Row[]).map((d) => d.lastName)).toEqual(['Marchetti', 'Okafor', 'Whitfield']);
    const second = await value('/api/decedents?pageSize=3&pageNo=2', owner);
    expect((second.items as Row[]).map((d) => d.lastName)).toEqual(['Whitfield']);
  });

  it('keeps each funeral home to its own, lets staff see all or one, and refuses bad filters', async () => {
    expect((await value('/api/decedents', rival)).pagingData.itemCount).toBe(0);
    // A customer's user cannot widen its list by naming another customer.
    expect(
      (await value(`/api/decedents?${filters({ customerId: c1002 })}`, rival)).pagingData.itemCount,
    ).toBe(0);
    expect((await value('/api/decedents', jeweler)).items).toEqual([]);
    // The module is a funeral home's: a jeweller is not offered it, the funeral home and staff are.
    const modules = async (token: string) =>
      ((await value('/api/User/AvailableModules', token)) as { code: string }[]).map((m) => m.code);
    expect(await modules(jeweler)).not.toContain('CP_DECEDENTS');
    expect(await modules(owner)).toContain('CP_DECEDENTS');
    expect(await modules(staff)).toContain('CP_DECEDENTS');
    expect((await value('/api/decedents', viewer)).pagingData.itemCount).toBe(4);
    const everyone = await value(`/api/decedents?${filters({ customerId: c1002 })}`, staff);
    expect(everyone.pagingData.itemCount).toBe(4);
    const bad = await call(
      'GET',
      `/api/decedents?pageSize=500&${filters({ dateOfDeathFrom: 'soon', x: 1 })}`,
      owner,
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errorMessages.map((m: { key: string }) => m.key)
        .sort(),
    ).toEqual(['filters', 'filters.dateOfDeathFrom', 'pageSize'].sort());
    expect((await call('GET', '/api/decedents')).statusCode).toBe(401);
  });
});

describe('recording a decedent', () => {
  it('creates, reads, corrects and archives a decedent of the caller’s funeral home', async () => {
    const created = await call('POST', '/api/decedents', owner, { ...record, referenceNumber: ' BW-1 ' });
    expect(created.statusCode, created.body).toBe(201);
    const decedent = created.json().value;
    expect(decedent).toMatchObject({
      customerId: c1002,
      fullName: 'Ada Quill',
      referenceNumber: 'BW-1',
      archived: false,
      fingerprintCount: 0,
    });
    expect((await value(`/api/decedents/${decedent.id}`, owner)).fullName).toBe('Ada Quill');
    expect((await value(`/api/decedents/${decedent.id}`, staff)).customerName).toBe(
      'Bellweather Funeral Home',
    );

    const corrected = await call('PUT', `/api/decedents/${decedent.id}`, owner, {
      ...record,
      lastName: 'Quillon',
      notes: 'Pendant for the widow',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().value).toMatchObject({ lastName: 'Quillon', notes: 'Pendant for the widow' });

    const archived = await call('POST', `/api/decedents/${decedent.id}/archive`, owner, { archived: true });
    expect(archived.json().value.archived).toBe(true);
    const listed = (await value(`/api/decedents?${filters({ name: 'quillon' })}`, owner)).items as Row[];
    expect(listed).toEqual([]);
    const withArchived = await value(
      `/api/decedents?${filters({ name: 'quillon', includeArchived: true })}`,
      owner,
    );
    expect((withArchived.items as Row[]).map((d) => d.archived)).toEqual([true]);
    const restored = await call('POST', `/api/decedents/${decedent.id}/archive`, owner, { archived: false });
    expect(restored.json().value.archived).toBe(false);
  });

  it('answers another funeral home’s decedent as missing, for every call', async () => {
    const [theirs] = (await value('/api/decedents', owner)).items as Row[];
    for (const [method, url, payload] of [
      ['GET', `/api/decedents/${theirs!.id}`, undefined],
      ['GET', `/api/decedents/${theirs!.id}/fingerprints`, undefined],
      ['PUT', `/api/decedents/${theirs!.id}`, record],
      ['POST', `/api/decedents/${theirs!.id}/archive`, { archived: true }],
    ] as const) {
      const res = await call(method, url, rival, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', `/api/decedents/${theirs!.id}`, jeweler)).statusCode).toBe(404);
    expect((await call('GET', '/api/decedents/987654', owner)).statusCode).toBe(404);
    expect((await value(`/api/decedents/${theirs!.id}`, owner)).archived).toBe(false);
  });

  it('lets staff record for a funeral home they name, and no other kind of customer', async () => {
    const none = await call('POST', '/api/decedents', staff, record);
    expect(none.statusCode).toBe(400);
    expect(none.json().errorMessages).toEqual([{ key: 'customerId', value: 'Choose the funeral home' }]);
    const jewelerId = await customerId(t.db, 'C1001');
    const wrong = await call('POST', '/api/decedents', staff, { ...record, customerId: jewelerId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorMessages[0].key).toBe('customerId');
    const made = await call('POST', '/api/decedents', staff, { ...record, customerId: rivalHome });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().value.customerId).toBe(rivalHome);
    expect(((await value('/api/decedents', rival)).items as Row[]).map((d) => d.fullName)).toEqual([
      'Ada Quill',
    ]);
  });

  it('refuses bad input with every field listed, other customers, and users without the permission', async () => {
    const bad = await call('POST', '/api/decedents', owner, {
      firstName: ' ',
      lastName: 'x'.repeat(101),
      dateOfBirth: '2026-11-21',
      dateOfDeath: '2026-11-20',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errorMessages.map((m: { key: string }) => m.key)
        .sort(),
    ).toEqual(['dateOfDeath', 'firstName', 'lastName'].sort());
    const count = (await value('/api/decedents', owner)).pagingData.itemCount;
    const jewelers = await call('POST', '/api/decedents', jeweler, record);
    expect(jewelers.statusCode).toBe(403);
    expect(jewelers.json().errorMessages[0].value).toBe('Decedent records are kept for funeral homes only.');
    const french = await t.app.inject({
      method: 'POST',
      url: '/api/decedents',
      payload: record,
      headers: { ...t.bearer(jeweler), 'accept-language': 'fr' },
    });
    expect(french.json().errorMessages[0].value).toBe(
      'Les fiches de défunts sont réservées aux entreprises de pompes funèbres.',
    );
    expect((await call('POST', '/api/decedents', viewer, record)).statusCode).toBe(403);
    const [one] = (await value('/api/decedents', owner)).items as Row[];
    expect((await call('PUT', `/api/decedents/${one!.id}`, viewer, record)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/decedents/${one!.id}/archive`, viewer, { archived: true })).statusCode,
    ).toBe(403);
    expect((await value('/api/decedents', owner)).pagingData.itemCount).toBe(count);
  });
});
