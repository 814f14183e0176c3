import { randomBytes } from 'node:crypto';
import { getCurrentUser } from '@portal/shared/auth/get-current-user';
import { refreshToken } from '@portal/shared/auth/refresh-token';
import { getCustomerAddresses } from '@portal/shared/customers/get-customer-addresses';
import type { CallContract } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { changePassword } from '@portal/shared/users/change-password';
import { getMyProfile } from '@portal/shared/users/get-my-profile';
import { getShippingAddresses } from '@portal/shared/users/get-shipping-addresses';
import { saveBillingInfo } from '@portal/shared/users/save-billing-info';
import { saveContactInfo } from '@portal/shared/users/save-contact-info';
import { saveContactPersonInfo } from '@portal/shared/users/save-contact-person-info';
import { saveGeneralInfo } from '@portal/shared/users/save-general-info';
import { saveSettingInfo } from '@portal/shared/users/save-setting-info';
import { saveShippingInfo } from '@portal/shared/users/save-shipping-info';
import { updateShippingAddress } from '@portal/shared/users/update-shipping-address';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, states } from '../reference/tables';
import { auditLog } from '../../platform/tables';
import { createUser, setAssetLimitation } from '../../test/fixtures';
import type { Caller, SendForm, SendInput } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';

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
  const token = (await t.login(user)).token;
  return { ...user, token, as: { token } };
}

/** A save of one card (its body only), as the caller. */
const post = <C extends CallContract>(
  call: C,
  as: Caller,
  body: SendInput<C> extends { body?: infer B } ? B : never,
) =>
  // Every card's input is its body alone: the generic input cannot be narrowed to it.
  t.send(call, { body } as unknown as SendInput<C>, { as });
const profileOf = (as: Caller) => t.send(getMyProfile, {}, { as });
const shippingOf = async (as: Caller) => (await t.send(getShippingAddresses, {}, { as })).value;

const address = <O extends object = Record<never, never>>(overrides?: O) => ({
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
    const res = await profileOf('customer');
    expect(res.status).toBe(200);
    const profile = res.value;
    expect(profile.general).toMatchObject({ email: 'customer@demo.test', firstName: 'Claire' });
    expect(profile.company).toMatchObject({ accountNumber: 'C1001', name: 'Aurora Jewelers' });
    expect(profile.contactPerson).toMatchObject({ lastName: 'Dupont' });
    expect(profile.billingAddress).toMatchObject({ city: 'New York' });
  });

  it('saves the general and contact cards, refusing bad fields field by field and changing nothing', async () => {
    const me = await buyer();
    const bad = await post(saveGeneralInfo, me.as, { firstName: '', lastName: 'X', email: 'nope' });
    expect(bad.status).toBe(400);
    const keys = bad.errorMessages.map((m) => m.key);
    expect(keys).toEqual(expect.arrayContaining(['firstName', 'email']));
    expect(bad.errorMessages.find((m) => m.key === 'email')!.value).toBe('E-mail must be valid');
    const saved = await post(saveGeneralInfo, me.as, {
      firstName: ' Nora ',
      lastName: 'Keane',
      email: me.email.toUpperCase(),
      title: 'Ms',
      jobTitle: 'Buyer',
      department: 'Purchasing',
    });
    expect(saved.status).toBe(200);
    expect(saved.value.general).toEqual({
      firstName: 'Nora',
      lastName: 'Keane',
      email: me.email,
      title: 'Ms',
      jobTitle: 'Buyer',
      department: 'Purchasing',
    });
    // The sign-in e-mail does not change with this card (email-change.test.ts): another one is refused, taken or not.
    const other = await post(saveGeneralInfo, me.as, {
      firstName: 'Nora',
      lastName: 'Keane',
      email: `someone-${Date.now()}@test.example`,
    });
    expect(other.status).toBe(400);
    expect(other.errorMessages[0]!.key).toBe('email');

    const phone = await post(saveContactInfo, me.as, { phone1: 'call me', website: 'aurora' });
    expect(phone.status).toBe(400);
    expect(phone.errorMessages.map((m) => m.key).sort()).toEqual(['phone1', 'website']);
    const contact = await post(saveContactInfo, me.as, {
      phone1: '+1 212 555 0199',
      mobile: '(917) 555-0100',
      website: 'https://nora.example',
    });
    expect(contact.value.contact).toEqual({
      phone1: '+1 212 555 0199',
      phone2: null,
      mobile: '(917) 555-0100',
      fax: null,
      website: 'https://nora.example',
    });
  });

  it('saves the contact person and billing card of the active customer; a state outside the country is refused', async () => {
    const me = await buyer(['C1003']);
    const person = await post(saveContactPersonInfo, me.as, {
      firstName: 'Iris',
      lastName: 'Moreau',
      email: 'iris@outlet.example',
      phone: '+1 212 555 0123',
      title: 'Manager',
    });
    expect(person.status).toBe(200);
    expect(person.value.contactPerson).toMatchObject({
      firstName: 'Iris',
      email: 'iris@outlet.example',
    });

    const wrongState = await post(saveBillingInfo, me.as, {
      companyName: 'Aurora Outlet',
      address: address({ stateId: ontario }),
    });
    expect(wrongState.status).toBe(400);
    expect(wrongState.errorMessages[0]!.key).toBe('address.stateId');
    const billing = await post(saveBillingInfo, me.as, {
      companyName: 'Aurora Outlet Inc.',
      taxId: 'US-123',
      accountingEmail: 'AP@outlet.example',
      address: address({ city: 'Buffalo' }),
    });
    expect(billing.status).toBe(200);
    const value = billing.value;
    expect(value.company).toMatchObject({
      name: 'Aurora Outlet Inc.',
      taxId: 'US-123',
      accountingEmail: 'ap@outlet.example',
    });
    expect(value.billingAddress).toMatchObject({ city: 'Buffalo', stateName: 'New York', line2: null });
  });

  it('keeps one default shipping address, offered first to checkout', async () => {
    const me = await buyer(['C1003']);
    const first = await post(saveShippingInfo, me.as, address({ name: 'Store', isDefault: false }));
    expect(first.status).toBe(200);
    // One default at any time: checkout always has exactly one to offer first.
    expect(first.value.shippingAddresses.filter((a) => a.isDefault)).toHaveLength(1);
    const second = await post(saveShippingInfo, me.as, address({ name: 'Warehouse', isDefault: true }));
    const list = second.value.shippingAddresses;
    expect(list[0]).toMatchObject({ name: 'Warehouse', isDefault: true });
    expect(list.filter((a) => a.isDefault)).toHaveLength(1);

    const store = list.find((a) => a.name === 'Store')!;
    const updated = await post(updateShippingAddress, me.as, {
      ...address({ name: 'Store', city: 'Rochester' }),
      id: store.id,
      isDefault: true,
    });
    expect(updated.value.shippingAddresses[0]).toMatchObject({
      name: 'Store',
      city: 'Rochester',
      isDefault: true,
    });
    const read = await shippingOf(me.as);
    expect(read[0]).toMatchObject({ name: 'Store', isDefault: true });
    expect(read.filter((a) => a.isDefault)).toHaveLength(1);
    expect(read.find((a) => a.name === 'Warehouse')!.isDefault).toBe(false);
    const checkout = (await t.send(getCustomerAddresses, {}, { as: me.as })).value;
    expect(checkout.find((a) => a.kind === 'shipping')).toMatchObject({ name: 'Store' });
  });

  it("answers another customer's shipping address as missing and changes nothing", async () => {
    const owner = await buyer(['C1003']);
    const added = await post(saveShippingInfo, owner.as, address({ name: 'Private', isDefault: true }));
    const theirs = added.value.shippingAddresses[0]!;
    const res = await post(updateShippingAddress, 'other', {
      ...address({ name: 'Stolen' }),
      id: theirs.id,
      isDefault: true,
    });
    expect(res.status).toBe(404);
    const after = await shippingOf(owner.as);
    expect(after.find((a) => a.id === theirs.id)!.name).toBe('Private');
  });

  it('lets a viewer read but not save, and refuses the signed-out', async () => {
    expect((await profileOf('viewer')).status).toBe(200);
    expect((await post(saveContactInfo, 'viewer', { phone1: '+1 212 555 0100' })).status).toBe(403);
    expect((await profileOf('anonymous')).status).toBe(401);
  });

  it('gives staff without an active customer no customer cards to edit', async () => {
    const profile = (await profileOf('admin')).value;
    expect(profile.company).toBeNull();
    expect((await post(saveShippingInfo, 'admin', address({ isDefault: true }))).status).toBe(404);
  });

  it('records each saved card in the audit log', async () => {
    const me = await buyer();
    await post(saveContactInfo, me.as, { fax: '+1 212 555 0111' });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.userId, me.id));
    expect(rows.map((r) => r.action)).toContain('profile.contactInfo');
  });
});

/** The settings card, a multipart form: its text fields and, when given, the picture sent as `me.png`. */
const saveSettings = (
  as: Caller,
  fields: Omit<SendForm<typeof saveSettingInfo>, 'image'>,
  image?: { data: Buffer; type: string },
  language?: Language,
) =>
  t.send(
    saveSettingInfo,
    { form: { ...fields, ...(image ? { image: { filename: 'me.png', ...image } } : {}) } },
    { as, language },
  );
/** A picture's address is no call of the API: it is fetched as the browser's <img> does. */
const getMedia = (url: string) => t.app.inject({ method: 'GET', url });

describe('settings card', () => {
  it('stores the avatar resized to a square WebP, the startup module and the language', async () => {
    const me = await buyer();
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b08d57' } })
      .jpeg()
      .toBuffer();
    const res = await saveSettings(
      me.as,
      { imageChanged: 'true', startupModule: 'CP_JOB_ORDERS', language: 'fr' },
      { data: photo, type: 'image/png' },
    );
    expect(res.status).toBe(200);
    const settings = res.value.settings;
    expect(settings).toMatchObject({ startupModule: 'CP_JOB_ORDERS', language: 'fr' });
    const served = await getMedia(settings.imageUrl!);
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const user = (await t.send(getCurrentUser, {}, { as: me.as })).value;
    expect(user.startupModule).toBe('CP_JOB_ORDERS');

    const removed = await saveSettings(me.as, { imageChanged: 'true', startupModule: '' });
    expect(removed.value.settings).toMatchObject({ imageUrl: null, startupModule: null });
    expect((await getMedia(settings.imageUrl!)).statusCode).toBe(404);
  });

  it('refuses a file that is not an image whatever its name, one above 2 MB, and a module the user cannot open', async () => {
    const me = await buyer();
    const script = await saveSettings(
      me.as,
      { imageChanged: 'true' },
      { data: Buffer.from('<script>alert(1)</script>'), type: 'image/png' },
    );
    expect(script.status).toBe(415);
    const huge = await saveSettings(
      me.as,
      { imageChanged: 'true' },
      { data: Buffer.alloc(2 * 1024 * 1024 + 1, 1), type: 'image/png' },
    );
    expect(huge.status).toBe(413);
    const staffOnly = await saveSettings(me.as, { startupModule: 'CP_CONFIGURATION' });
    expect(staffOnly.status).toBe(400);
    expect(staffOnly.errorMessages[0]?.key).toBe('startupModule');
    const profile = (await profileOf(me.as)).value;
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
    const send = (language: Language) =>
      saveSettings(me.as, { imageChanged: 'true' }, { type: 'image/png', data: jpeg }, language);
    const wrongType = await send('fr');
    expect(wrongType.status).toBe(415);
    expect(wrongType.errorMessages[0]?.value).toContain('image/jpeg');
    await setAssetLimitation(t, 'AVATAR', { mimeTypes: ['image/jpeg'], maxSizeBytes: 1024 });
    const tooLarge = await send('fr');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.errorMessages[0]?.value).toBe(
      'Le fichier est trop volumineux (photo de profil : 1 Ko au plus).',
    );
    await setAssetLimitation(t, 'AVATAR', { mimeTypes: ['image/jpeg'], maxSizeBytes: 2 * 1024 * 1024 });
    expect((await send('en')).status).toBe(200);
  });
});

describe('change password', () => {
  it('needs the current password and a strong new one, and signs out every other session', async () => {
    const me = await buyer();
    const other = await t.login(me);
    const weak = await post(changePassword, me.as, {
      currentPassword: me.password,
      newPassword: 'short',
    });
    expect(weak.status).toBe(400);
    const wrong = await post(changePassword, me.as, {
      currentPassword: 'Wrong#Password1',
      newPassword: 'Brand#New#Pass2',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.errorMessages[0]!.key).toBe('currentPassword');
    expect((await profileOf({ token: other.token })).status).toBe(200);
    const ok = await post(changePassword, me.as, {
      currentPassword: me.password,
      newPassword: 'Brand#New#Pass2',
      confirmPassword: 'Brand#New#Pass2',
    });
    expect(ok.status).toBe(200);
    expect((await profileOf(me.as)).status).toBe(200);
    expect((await profileOf({ token: other.token })).status).toBe(401);
    const refresh = await t.send(
      refreshToken,
      { body: { token: other.token, refreshToken: other.refreshToken } },
      { as: 'anonymous' },
    );
    expect(refresh.status).toBe(401);
    expect((await t.login({ email: me.email, password: 'Brand#New#Pass2' })).token).toBeTruthy();
  });
});
