import { archiveDecedent } from '@portal/shared/decedents/archive-decedent';
import { createDecedent } from '@portal/shared/decedents/create-decedent';
import { getDecedent } from '@portal/shared/decedents/get-decedent';
import { getDecedentFingerprints } from '@portal/shared/decedents/get-decedent-fingerprints';
import { getDecedents } from '@portal/shared/decedents/get-decedents';
import { updateDecedent } from '@portal/shared/decedents/update-decedent';
import { getAvailableModules } from '@portal/shared/users/get-available-modules';
import type { CallInput } from '@portal/shared/platform/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../customers/tables';
import { customerTypes } from '../reference/tables';
import { createUser, customerId } from '../../test/fixtures';
import type { Caller } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';

// The decedent records through HTTP (spec §7 SEO, asset limits, decedents): the demo funeral home C1002
// (other@demo.test) keeps four decedents (seed/demo-decedents.ts); this file adds a second funeral home to check
// that neither sees the other's.
let t: TestApp;
const owner: Caller = 'other';
const jeweler: Caller = 'customer';
const staff: Caller = 'admin';
let viewer: Caller;
let rival: Caller;
let c1002: number;
let rivalHome: number;

beforeAll(async () => {
  t = await createTestApp();
  const [type] = await t.db.select().from(customerTypes).where(eq(customerTypes.code, 'FUNERAL_HOME'));
  const [home] = await t.db
    .insert(customers)
    .values({ accountNumber: 'C9019', name: 'Riverside Chapel', customerTypeId: type!.id })
    .returning();
  rivalHome = home!.id;
  rival = {
    token: (await t.login(await createUser(t.db, { roles: ['CUSTOMER_ADMIN'], customers: ['C9019'] }))).token,
  };
  viewer = {
    token: (await t.login(await createUser(t.db, { roles: ['READ_ONLY'], customers: ['C1002'] }))).token,
  };
  c1002 = await customerId(t.db, 'C1002');
});
afterAll(() => t.close());

type ListQuery = NonNullable<CallInput<typeof getDecedents>['query']>;
/** The decedents a caller sees, with `filters` given as an object. */
const list = async (as: Caller, query: Omit<ListQuery, 'filters'> & { filters?: object } = {}) => {
  const { filters, ...rest } = query;
  const res = await t.send(
    getDecedents,
    { query: { ...rest, ...(filters ? { filters: JSON.stringify(filters) } : {}) } },
    { as },
  );
  expect(res.status, res.response.body).toBe(200);
  return res.value;
};
const names = (page: { items: { lastName: string }[] }) => page.items.map((d) => d.lastName);
const record = { firstName: 'Ada', lastName: 'Quill', dateOfBirth: '1940-02-01', dateOfDeath: '2026-11-20' };

describe('GET /decedents', () => {
  it('gives a funeral home its own decedents by last name, searched by name, reference and dates', async () => {
    const page = await list(owner);
    expect(names(page)).toEqual(['Brennan', 'Marchetti', 'Okafor', 'Whitfield']);
    expect(page.items.every((d) => d.customerId === c1002)).toBe(true);
    expect(page.pagingData).toEqual({ itemCount: 4, pageNo: 1, pageSize: 10 });
    expect(page.items.find((d) => d.lastName === 'Whitfield')!.fingerprintCount).toBe(2);

    const byName = await list(owner, { filters: { name: 'eleanor whit' } });
    expect(byName.items.map((d) => d.fullName)).toEqual(['Eleanor Whitfield']);
    expect(names(await list(owner, { filters: { referenceNumber: '2026-127' } }))).toEqual(['Okafor']);
    const byDeath = await list(owner, {
      filters: { dateOfDeathFrom: '2026-10-15', dateOfDeathTo: '2026-11-05' },
    });
    expect(names(byDeath)).toEqual(['Marchetti', 'Okafor']);
    expect(names(await list(owner, { filters: { dateOfBirthTo: '1940-01-01' } }))).toEqual([
      'Brennan',
      'Whitfield',
    ]);
    const printed = await list(owner, { filters: { withFingerprints: true } });
    expect(names(printed)).toEqual(['Marchetti', 'Okafor', 'Whitfield']);
    expect(names(await list(owner, { pageSize: 3, pageNo: 2 }))).toEqual(['Whitfield']);
  });

  it('keeps each funeral home to its own, lets staff see all or one, and refuses bad filters', async () => {
    expect((await list(rival)).pagingData.itemCount).toBe(0);
    // A customer's user cannot widen its list by naming another customer.
    expect((await list(rival, { filters: { customerId: c1002 } })).pagingData.itemCount).toBe(0);
    expect((await list(jeweler)).items).toEqual([]);
    // The module is a funeral home's: a jeweller is not offered it, the funeral home and staff are.
    const modules = async (as: Caller) =>
      (await t.send(getAvailableModules, {}, { as })).value.map((m) => m.code);
    expect(await modules(jeweler)).not.toContain('CP_DECEDENTS');
    expect(await modules(owner)).toContain('CP_DECEDENTS');
    expect(await modules(staff)).toContain('CP_DECEDENTS');
    expect((await list(viewer)).pagingData.itemCount).toBe(4);
    expect((await list(staff, { filters: { customerId: c1002 } })).pagingData.itemCount).toBe(4);
    const bad = await t.send(
      getDecedents,
      { query: { pageSize: 500, filters: JSON.stringify({ dateOfDeathFrom: 'soon', x: 1 }) } },
      { as: owner },
    );
    expect(bad.status).toBe(400);
    expect(bad.errorMessages.map((m) => m.key).sort()).toEqual(
      ['filters', 'filters.dateOfDeathFrom', 'pageSize'].sort(),
    );
    expect((await t.send(getDecedents, {}, { as: 'anonymous' })).status).toBe(401);
  });
});

describe('recording a decedent', () => {
  it('creates, reads, corrects and archives a decedent of the caller’s funeral home', async () => {
    const created = await t.send(
      createDecedent,
      { body: { ...record, referenceNumber: ' BW-1 ' } },
      { as: owner },
    );
    expect(created.status, created.response.body).toBe(201);
    const decedent = created.value;
    expect(decedent).toMatchObject({
      customerId: c1002,
      fullName: 'Ada Quill',
      referenceNumber: 'BW-1',
      archived: false,
      fingerprintCount: 0,
    });
    const params = { id: decedent.id };
    expect((await t.send(getDecedent, { params }, { as: owner })).value.fullName).toBe('Ada Quill');
    expect((await t.send(getDecedent, { params }, { as: staff })).value.customerName).toBe(
      'Bellweather Funeral Home',
    );

    const corrected = await t.send(
      updateDecedent,
      { params, body: { ...record, lastName: 'Quillon', notes: 'Pendant for the widow' } },
      { as: owner },
    );
    expect(corrected.status, corrected.response.body).toBe(200);
    expect(corrected.value).toMatchObject({ lastName: 'Quillon', notes: 'Pendant for the widow' });

    const archive = (archived: boolean) =>
      t.send(archiveDecedent, { params, body: { archived } }, { as: owner });
    expect((await archive(true)).value.archived).toBe(true);
    expect((await list(owner, { filters: { name: 'quillon' } })).items).toEqual([]);
    const withArchived = await list(owner, { filters: { name: 'quillon', includeArchived: true } });
    expect(withArchived.items.map((d) => d.archived)).toEqual([true]);
    expect((await archive(false)).value.archived).toBe(false);
  });

  it('answers another funeral home’s decedent as missing, for every call', async () => {
    const [theirs] = (await list(owner)).items;
    const params = { id: theirs!.id };
    const answers = [
      await t.send(getDecedent, { params }, { as: rival }),
      await t.send(getDecedentFingerprints, { params }, { as: rival }),
      await t.send(updateDecedent, { params, body: record }, { as: rival }),
      await t.send(archiveDecedent, { params, body: { archived: true } }, { as: rival }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    expect((await t.send(getDecedent, { params }, { as: jeweler })).status).toBe(404);
    expect((await t.send(getDecedent, { params: { id: 987654 } }, { as: owner })).status).toBe(404);
    expect((await t.send(getDecedent, { params }, { as: owner })).value.archived).toBe(false);
  });

  it('lets staff record for a funeral home they name, and no other kind of customer', async () => {
    const none = await t.send(createDecedent, { body: record }, { as: staff });
    expect(none.status).toBe(400);
    expect(none.errorMessages).toEqual([{ key: 'customerId', value: 'Choose the funeral home' }]);
    const jewelerId = await customerId(t.db, 'C1001');
    const wrong = await t.send(createDecedent, { body: { ...record, customerId: jewelerId } }, { as: staff });
    expect(wrong.status).toBe(400);
    expect(wrong.errorMessages[0]!.key).toBe('customerId');
    const made = await t.send(createDecedent, { body: { ...record, customerId: rivalHome } }, { as: staff });
    expect(made.status, made.response.body).toBe(201);
    expect(made.value.customerId).toBe(rivalHome);
    expect((await list(rival)).items.map((d) => d.fullName)).toEqual(['Ada Quill']);
  });

  it('refuses bad input with every field listed, other customers, and users without the permission', async () => {
    const bad = await t.send(
      createDecedent,
      {
        body: {
          firstName: ' ',
          lastName: 'x'.repeat(101),
          dateOfBirth: '2026-11-21',
          dateOfDeath: '2026-11-20',
        },
      },
      { as: owner },
    );
    expect(bad.status).toBe(400);
    expect(bad.errorMessages.map((m) => m.key).sort()).toEqual(
      ['dateOfDeath', 'firstName', 'lastName'].sort(),
    );
    const count = (await list(owner)).pagingData.itemCount;
    const jewelers = await t.send(createDecedent, { body: record }, { as: jeweler });
    expect(jewelers.status).toBe(403);
    expect(jewelers.errorMessages[0]!.value).toBe('Decedent records are kept for funeral homes only.');
    const french = await t.send(createDecedent, { body: record }, { as: jeweler, language: 'fr' });
    expect(french.errorMessages[0]!.value).toBe(
      'Les fiches de défunts sont réservées aux entreprises de pompes funèbres.',
    );
    expect((await t.send(createDecedent, { body: record }, { as: viewer })).status).toBe(403);
    const [one] = (await list(owner)).items;
    const params = { id: one!.id };
    expect((await t.send(updateDecedent, { params, body: record }, { as: viewer })).status).toBe(403);
    expect((await t.send(archiveDecedent, { params, body: { archived: true } }, { as: viewer })).status).toBe(
      403,
    );
    expect((await list(owner)).pagingData.itemCount).toBe(count);
  });
});
