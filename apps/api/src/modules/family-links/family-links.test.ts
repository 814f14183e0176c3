import { createFamilyLink } from '@portal/shared/family-links/create-family-link';
import { getFamilyLinks } from '@portal/shared/family-links/get-family-links';
import { getFamilyPage } from '@portal/shared/family-links/get-family-page';
import { revokeFamilyLink } from '@portal/shared/family-links/revoke-family-link';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../customers/tables';
import { decedents, printAccessLog } from '../decedents/tables';
import { customerTypes } from '../reference/tables';
import { createUser, customerId } from '../../test/fixtures';
import type { Caller } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';
import { familyLinks } from './tables';

// The demo funeral home C1002 (other@demo.test) keeps Eleanor Whitfield and her two prints (seed/demo-decedents.ts);
// a second funeral home checks that neither reaches the other's links.
let t: TestApp;
const owner: Caller = 'other';
let rival: Caller;
let whitfield: number;

beforeAll(async () => {
  t = await createTestApp();
  const [type] = await t.db.select().from(customerTypes).where(eq(customerTypes.code, 'FUNERAL_HOME'));
  await t.db
    .insert(customers)
    .values({ accountNumber: 'C9031', name: 'Lakeside Chapel', customerTypeId: type!.id });
  rival = {
    token: (await t.login(await createUser(t.db, { roles: ['CUSTOMER_ADMIN'], customers: ['C9031'] }))).token,
  };
  const [row] = await t.db
    .select({ id: decedents.id })
    .from(decedents)
    .where(
      and(eq(decedents.customerId, await customerId(t.db, 'C1002')), eq(decedents.lastName, 'Whitfield')),
    );
  whitfield = row!.id;
});
afterAll(() => t.close());

const create = async (body: { expiresInDays: number; pin?: string; message?: string }) => {
  const res = await t.send(createFamilyLink, { params: { id: whitfield }, body }, { as: owner });
  expect(res.status, res.response.body).toBe(201);
  return res.value;
};
const open = (token: string, pin?: string, language: 'en' | 'fr' = 'en') =>
  t.send(getFamilyPage, { params: { token }, query: pin ? { pin } : {} }, { as: 'anonymous', language });

describe('family links', () => {
  it('makes a link whose token is kept only as a hash, and the family page shows the decedent and pieces', async () => {
    const link = await create({ expiresInDays: 30, message: 'With love from all of us at the chapel.' });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ state: 'open', hasPin: false, useCount: 0, lastUsedAt: null });
    const [stored] = await t.db.select().from(familyLinks).where(eq(familyLinks.id, link.id));
    expect(JSON.stringify(stored)).not.toContain(link.token);

    const page = await open(link.token);
    expect(page.status, page.response.body).toBe(200);
    expect(page.value).toMatchObject({
      funeralHomeName: expect.any(String),
      decedentName: 'Eleanor Whitfield',
      message: 'With love from all of us at the chapel.',
    });
    expect(page.value.prints).toHaveLength(2);
    expect(page.value.prints[0]!.picture).toMatch(/^data:image\/webp;base64,/);
    expect(page.value.pieces.length).toBeGreaterThan(0);
    expect(page.response.headers['cache-control']).toContain('no-store');

    await open(link.token);
    const listed = await t.send(getFamilyLinks, { params: { id: whitfield } }, { as: owner });
    const seen = listed.value.find((l) => l.id === link.id)!;
    expect(seen.useCount).toBe(2);
    expect(seen.lastUsedAt).not.toBeNull();
    expect(listed.value.some((l) => 'token' in l)).toBe(false);

    // The chain of custody: who made the link, and each print the family saw through it.
    const log = await t.db.select().from(printAccessLog).where(eq(printAccessLog.decedentId, whitfield));
    expect(log.filter((e) => e.action === 'family-link' && e.userId !== null)).not.toHaveLength(0);
    // Each opening draws both prints on the pieces: a render each time, never a mere view.
    const renders = log.filter((e) => e.familyLinkId === link.id);
    expect(renders.map((e) => e.action)).toEqual(['render', 'render', 'render', 'render']);
    expect(renders.every((e) => e.userId === null && e.fingerprintId !== null)).toBe(true);
  });

  it('answers 404 for an unknown, revoked or expired link, in the family’s language', async () => {
    expect((await open('x'.repeat(43))).status).toBe(404);
    const revoked = await create({ expiresInDays: 30 });
    const res = await t.send(revokeFamilyLink, { params: { id: revoked.id } }, { as: owner });
    expect(res.value.state).toBe('revoked');
    const gone = await open(revoked.token, undefined, 'fr');
    expect(gone.status).toBe(404);
    expect(gone.serverErrors.join()).toMatch(/introuvable|n’a pas été trouvé/);

    const expired = await create({ expiresInDays: 1 });
    expect((await open(expired.token)).status).toBe(200);
    await t.db
      .update(familyLinks)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(familyLinks.id, expired.id));
    expect((await open(expired.token)).status).toBe(404);
    const listed = await t.send(getFamilyLinks, { params: { id: whitfield } }, { as: owner });
    expect(listed.value.find((l) => l.id === expired.id)!.state).toBe('expired');
  });

  it('keeps another funeral home out of the decedent’s links (404)', async () => {
    const link = await create({ expiresInDays: 10 });
    expect((await t.send(getFamilyLinks, { params: { id: whitfield } }, { as: rival })).status).toBe(404);
    const made = await t.send(
      createFamilyLink,
      { params: { id: whitfield }, body: { expiresInDays: 5 } },
      { as: rival },
    );
    expect(made.status).toBe(404);
    expect((await t.send(revokeFamilyLink, { params: { id: link.id } }, { as: rival })).status).toBe(404);
    expect((await open(link.token)).status).toBe(200);
  });

  it('wants the PIN, and locks the link after 20 wrong ones, even for the right PIN', async () => {
    const link = await create({ expiresInDays: 30, pin: '4821' });
    expect(link.hasPin).toBe(true);
    const none = await open(link.token);
    expect(none.status).toBe(403);
    expect(none.errorMessages).toEqual([{ key: 'pin', value: 'Enter the PIN the funeral home gave you.' }]);
    expect((await open(link.token, '4821')).status).toBe(200);
    for (let i = 1; i < 20; i++) {
      const wrong = await open(link.token, '0000');
      expect(wrong.status).toBe(403);
      expect(wrong.errorMessages[0]!.value).toBe('This PIN is not right.');
    }
    const last = await open(link.token, '0000', 'fr');
    expect(last.errorMessages[0]!.value).toMatch(/verrouillé/);
    const after = await open(link.token, '4821');
    expect(after.status).toBe(403);
    expect(after.errorMessages[0]!.value).toMatch(/locked/);
    const listed = await t.send(getFamilyLinks, { params: { id: whitfield } }, { as: owner });
    expect(listed.value.find((l) => l.id === link.id)).toMatchObject({ state: 'locked', useCount: 1 });
  });

  it('refuses a bad expiry or PIN and writes nothing', async () => {
    const before = await t.db.select().from(familyLinks);
    for (const body of [{ expiresInDays: 0 }, { expiresInDays: 400 }, { expiresInDays: 5, pin: '12a4' }]) {
      const res = await t.send(createFamilyLink, { params: { id: whitfield }, body }, { as: owner });
      expect(res.status).toBe(400);
    }
    expect(await t.db.select().from(familyLinks)).toHaveLength(before.length);
  });
});
