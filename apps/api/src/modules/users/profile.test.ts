import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, states } from '../reference/tables';
import { auditLog } from '../../platform/tables';
import { createUser, setAssetLimitation } from '../../test/fixtures';
import { multipartBody } from '../../test/multipart';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';

let t: TestApp;
let us: number;
let ny: number;
let ontario: number;
beforeAll(async () => {
  t = await createTestApp();
  const [country] = await t.db.select().from(countries).where(eq(countries.code, 'US'));
  us = country!.id;
  const [state] = await t.db
    .select()
    .from(states)
    .where(and(eq(states.countryId, us), eq(states.code, 'NY')));
  ny = state!.id;
  const [ca] = await t.db.select().from(countries).where(eq(countries.code, 'CA'));
  const [on] = await t.db.select().from(states).where(eq(states.countryId, ca!.id));
  ontario = on!.id;
});
afterAll(() => t.close());

/** A portal user of C1001 of this file's own, with the rights of a buyer. */
async function buyer(customers = ['C1001']) {
  const user = await createUser(t.db, { roles: ['CUSTOMER_BUYER'], customers });
  return { ...user, token: (await t.login(user)).token };
}

const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: t.bearer(token), payload });
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: t.bearer(token) });

const address = (overrides: object = {}) => ({
  name: 'Back office',
  line1: '10 Main Street',
  line2: '',
  city: 'Albany',
  zip: '12207',
  countryId: us,
  stateId: ny,
  phone: '+1 518 555 0100',
  ...overrides,
});

describe('my profile', () => {
  it('reads every card of the signed-in user and its active customer', async () => {
    const { token } = await t.login(DEMO.customer);
    const res = await get('/User/MyProfile', token);
    expect(res.statusCode).toBe(200);
    const profile = res.json().value;
    expect(profile.general).toMatchObject({ email: 'customer@demo.test', firstName: 'Claire' });
    expect(profile.company).toMatchObject({ accountNumber: 'C1001', name: 'Aurora Jewelers' });
    expect(profile.contactPerson).toMatchObject({ lastName: 'Dupont' });
    expect(profile.billingAddress).toMatchObject({ city: 'New York' });
  });

  it('saves the general and contact cards, refusing bad fields field by field and changing nothing', async () => {
    const me = await buyer();
    const bad = await post('/User/GeneralInfo', me.token, { firstName: '', lastName: 'X', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    const keys = bad.json().errorMessages.map((m: { key: string }) => m.key);
    expect(keys).toEqual(expect.arrayContaining(['firstName', 'email']));
    expect(bad.json().errorMessages.find((m: { key: string }) => m.key === 'email').value).toBe(
      'E-mail must be valid',
    );
    const saved = await post('/User/GeneralInfo', me.token, {
      firstName: ' Nora ',
      lastName: 'Keane',
      email: me.email.toUpperCase(),
      title: 'Ms',
      jobTitle: 'Buyer',
      department: 'Purchasing',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().value.general).toEqual({
      firstName: 'Nora',
      lastName: 'Keane',
      email: me.email,
      title: 'Ms',
      jobTitle: 'Buyer',
      department: 'Purchasing',
    });
    // The sign-in e-mail does not change with this card (email-change.test.ts): another one is refused, taken or not.
    const other = await post('/User/GeneralInfo', me.token, {
      firstName: 'Nora',
      lastName: 'Keane',
      email: `someone-${Date.now()}@test.example`,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errorMessages[0].key).toBe('email');

    const phone = await post('/User/ContactInfo', me.token, { phone1: 'call me', website: 'aurora' });
    expect(phone.statusCode).toBe(400);
    expect(
      phone
        .json()
        .errorMessages.map((m: { key: string }) => m.key)
        .sort(),
    ).toEqual(['phone1', 'website']);
    const contact = await post('/User/ContactInfo', me.token, {
      phone1: '+1 212 555 0199',
      mobile: '(917) 555-0100',
      website: 'https://nora.example',
    });
    expect(contact.json().value.contact).toEqual({
      phone1: '+1 212 555 0199',
      phone2: null,
      mobile: '(917) 555-0100',
      fax: null,
      website: 'https://nora.example',
    });
  });

  it('saves the contact person and billing card of the active customer; a state outside the country is refused', async () => {
    const me = await buyer(['C1003']);
    const person = await post('/User/ContactPersonInfo', me.token, {
      firstName: 'Iris',
      lastName: 'Moreau',
      email: 'iris@outlet.example',
      phone: '+1 212 555 0123',
      title: 'Manager',
    });
    expect(person.statusCode).toBe(200);
    expect(person.json().value.contactPerson).toMatchObject({
      firstName: 'Iris',
      email: 'iris@outlet.example',
    });

    const wrongState = await post('/User/BillingInfo', me.token, {
      companyName: 'Aurora Outlet',
      address: address({ stateId: ontario }),
    });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().errorMessages[0].key).toBe('address.stateId');
    const billing = await post('/User/BillingInfo', me.token, {
      companyName: 'Aurora Outlet Inc.',
      taxId: 'US-123',
      accountingEmail: 'AP@outlet.example',
      address: address({ city: 'Buffalo' }),
    });
    expect(billing.statusCode).toBe(200);
    const value = billing.json().value;
    expect(value.company).toMatchObject({
      name: 'Aurora Outlet Inc.',
      taxId: 'US-123',
      accountingEmail: 'ap@outlet.example',
    });
    expect(value.billingAddress).toMatchObject({ city: 'Buffalo', stateName: 'New York', line2: null });
  });

  it('keeps one default shipping address, offered first to checkout', async () => {
    const me = await buyer(['C1003']);
    const first = await post('/User/ShippingInfo', me.token, address({ name: 'Store', isDefault: false }));
    expect(first.statusCode).toBe(200);
    // One default at any time: checkout always has exactly one to offer first.
    expect(
      first.json().value.shippingAddresses.filter((a: { isDefault: boolean }) => a.isDefault),
    ).toHaveLength(1);
    const second = await post(
      '/User/ShippingInfo',
      me.token,
      address({ name: 'Warehouse', isDefault: true }),
    );
    const list = second.json().value.shippingAddresses;
    expect(list[0]).toMatchObject({ name: 'Warehouse', isDefault: true });
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);

    const store = list.find((a: { name: string }) => a.name === 'Store');
    const updated = await post('/User/UpdateShippingAddress', me.token, {
      ...address({ name: 'Store', city: 'Rochester' }),
      id: store.id,
      isDefault: true,
    });
    expect(updated.json().value.shippingAddresses[0]).toMatchObject({
      name: 'Store',
      city: 'Rochester',
      isDefault: true,
    });
    const read = (await get('/User/GetShippingAddresses', me.token)).json().value;
    expect(read[0]).toMatchObject({ name: 'Store', isDefault: true });
    expect(read.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
    expect(read.find((a: { name: string }) => a.name === 'Warehouse').isDefault).toBe(false);
    const checkout = (await get('/customers/getCustomerAddresses', me.token)).json().value;
    expect(checkout.find((a: { kind: string }) => a.kind === 'shipping')).toMatchObject({ name: 'Store' });
  });

  it("answers another customer's shipping address as missing and changes nothing", async () => {
    const owner = await buyer(['C1003']);
    const added = await post(
      '/User/ShippingInfo',
      owner.token,
      address({ name: 'Private', isDefault: true }),
    );
    const theirs = added.json().value.shippingAddresses[0];
    const { token } = await t.login(DEMO.other);
    const res = await post('/User/UpdateShippingAddress', token, {
      ...address({ name: 'Stolen' }),
      id: theirs.id,
      isDefault: true,
    });
    expect(res.statusCode).toBe(404);
    const after = (await get('/User/GetShippingAddresses', owner.token)).json().value;
    expect(after.find((a: { id: number }) => a.id === theirs.id).name).toBe('Private');
  });

  it('lets a viewer read but not save, and refuses the signed-out', async () => {
    const { token } = await t.login(DEMO.viewer);
    expect((await get('/User/MyProfile', token)).statusCode).toBe(200);
    expect((await post('/User/ContactInfo', token, { phone1: '+1 212 555 0100' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/User/MyProfile' })).statusCode).toBe(401);
  });

  it('gives staff without an active customer no customer cards to edit', async () => {
    const { token } = await t.login(DEMO.admin);
    const profile = (await get('/User/MyProfile', token)).json().value;
    expect(profile.company).toBeNull();
    expect((await post('/User/ShippingInfo', token, address({ isDefault: true }))).statusCode).toBe(404);
  });

  it('records each saved card in the audit log', async () => {
    const me = await buyer();
    await post('/User/ContactInfo', me.token, { fax: '+1 212 555 0111' });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.userId, me.id));
    expect(rows.map((r) => r.action)).toContain('profile.contactInfo');
  });
});

describe('settings card', () => {
  const form = (token: string, fields: Record<string, string>, image?: { data: Buffer; type: string }) => {
    const body = multipartBody(fields, image ? { image: { filename: 'me.png', ...image } } : {});
    return t.app.inject({
      method: 'POST',
      url: '/api/User/SettingInfo',
      payload: body.payload,
      headers: { ...body.headers, ...t.bearer(token) },
    });
  };

  it('stores the avatar resized to a square WebP, the startup module and the language', async () => {
    const me = await buyer();
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b08d57' } })
      .jpeg()
      .toBuffer();
    const res = await form(
      me.token,
      { imageChanged: 'true', startupModule: 'CP_JOB_ORDERS', language: 'fr' },
      { data: photo, type: 'image/png' },
    );
    expect(res.statusCode).toBe(200);
    const settings = res.json().value.settings;
    expect(settings).toMatchObject({ startupModule: 'CP_JOB_ORDERS', language: 'fr' });
    const served = await t.app.inject({ method: 'GET', url: settings.imageUrl });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const user = (await get('/auth/user', me.token)).json();
    expect(user.value?.startupModule ?? user.startupModule).toBe('CP_JOB_ORDERS');

    const removed = await form(me.token, { imageChanged: 'true', startupModule: '' });
    expect(removed.json().value.settings).toMatchObject({ imageUrl: null, startupModule: null });
    expect((await t.app.inject({ method: 'GET', url: settings.imageUrl })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image whatever its name, one above 2 MB, and a module the user cannot open', async () => {
    const me = await buyer();
    const script = await form(
      me.token,
      { imageChanged: 'true' },
      { data: Buffer.from('<script>alert(1)</script>'), type: 'image/png' },
    );
    expect(script.statusCode).toBe(415);
    const huge = await form(
      me.token,
      { imageChanged: 'true' },
      { data: Buffer.alloc(2 * 1024 * 1024 + 1, 1), type: 'image/png' },
    );
    expect(huge.statusCode).toBe(413);
    const staffOnly = await form(me.token, { startupModule: 'CP_CONFIGURATION' });
    expect(staffOnly.statusCode).toBe(400);
    expect(staffOnly.json().errorMessages[0].key).toBe('startupModule');
    const profile = (await get('/User/MyProfile', me.token)).json().value;
    expect(profile.settings).toMatchObject({ imageUrl: null, startupModule: null });
  });
});

describe('the profile picture’s limits, as staff set them', () => {
  it('refuses a type or a size the avatar use does not take, in the caller’s language', async () => {
    const me = await buyer();
    // Noise: a picture that no encoder makes smaller than the 1 KB limit below.
    const jpeg = await sharp(randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } })
      .jpeg()
      .toBuffer();
    await setAssetLimitation(t, 'AVATAR', { mimeTypes: ['image/png'], maxSizeBytes: 2 * 1024 * 1024 });
    const send = (language: string) => {
      const body = multipartBody(
        { imageChanged: 'true' },
        { image: { filename: 'me.png', type: 'image/png', data: jpeg } },
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/User/SettingInfo',
        payload: body.payload,
        headers: { ...body.headers, ...t.bearer(me.token), 'accept-language': language },
      });
    };
    const wrongType = await send('fr');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().errorMessages[0].value).toContain('image/jpeg');
    await setAssetLimitation(t, 'AVATAR', { mimeTypes: ['image/jpeg'], maxSizeBytes: 1024 });
    const tooLarge = await send('fr');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errorMessages[0].value).toBe(
      'Le fichier est trop volumineux (photo de profil : 1 Ko au plus).',
    );
    await setAssetLimitation(t, 'AVATAR', { mimeTypes: ['image/jpeg'], maxSizeBytes: 2 * 1024 * 1024 });
    expect((await send('en')).statusCode).toBe(200);
  });
});

describe('change password', () => {
  it('needs the current password and a strong new one, and signs out every other session', async () => {
    const me = await buyer();
    const other = await t.login(me);
    const weak = await post('/User/ChangePassword', me.token, {
      currentPassword: me.password,
      newPassword: 'short',
    });
    expect(weak.statusCode).toBe(400);
    const wrong = await post('/User/ChangePassword', me.token, {
      currentPassword: 'Wrong#Password1',
      newPassword: 'Brand#New#Pass2',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorMessages[0].key).toBe('currentPassword');
    expect((await get('/User/MyProfile', other.token)).statusCode).toBe(200);
    const ok = await post('/User/ChangePassword', me.token, {
      currentPassword: me.password,
      newPassword: 'Brand#New#Pass2',
      confirmPassword: 'Brand#New#Pass2',
    });
    expect(ok.statusCode).toBe(200);
    expect((await get('/User/MyProfile', me.token)).statusCode).toBe(200);
    expect((await get('/User/MyProfile', other.token)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refreshtoken',
      payload: { token: other.token, refreshToken: other.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await t.login({ email: me.email, password: 'Brand#New#Pass2' })).token).toBeTruthy();
  });
});
