import { addToCart } from '@portal/shared/cart/add-to-cart';
import { getIncomingOrderAttributes } from '@portal/shared/cart/get-incoming-order-attributes';
import { submitOrder } from '@portal/shared/cart/submit-order';
import { archiveDecedent } from '@portal/shared/decedents/archive-decedent';
import { createDecedent } from '@portal/shared/decedents/create-decedent';
import { getDecedentFingerprints } from '@portal/shared/decedents/get-decedent-fingerprints';
import { getDecedents } from '@portal/shared/decedents/get-decedents';
import { uploadFingerprint } from '@portal/shared/decedents/upload-fingerprint';
import { getJobOrderDetail } from '@portal/shared/orders/get-job-order-detail';
import { reorderJobOrder } from '@portal/shared/orders/reorder-job-order';
import type { Language } from '@portal/shared/platform/language';
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../customers/tables';
import { fingerprints } from './tables';
import { orderAttributeValues, orderItems } from '../orders/tables';
import { customerTypes } from '../reference/tables';
import { createUser } from '../../test/fixtures';
import type { Caller, SendForm } from '../../test/send';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { orderTestKit } from '../orders/order-test-kit';
import { fingerprintPng } from './print-art';

// Fingerprints through HTTP (docs/decisions.md "Decedents and fingerprints"): consent, the quality check and its
// reasons, private pictures, and a print carried from the cart to the order line of a memorial piece.
let t: TestApp;
/** Tokens for the pictures, served as private media outside the API. */
let owner: string;
let staff: string;
let viewer: Caller;
let rival: { token: string };
let whitfield: number;
let rivalDecedent: number;
let kit: Awaited<ReturnType<typeof orderTestKit>>;

beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  owner = (await t.login(DEMO.other)).token;
  staff = (await t.login(DEMO.admin)).token;
  viewer = {
    token: (await t.login(await createUser(t.db, { roles: ['READ_ONLY'], customers: ['C1002'] }))).token,
  };
  const [type] = await t.db.select().from(customerTypes).where(eq(customerTypes.code, 'FUNERAL_HOME'));
  await t.db
    .insert(customers)
    .values({ accountNumber: 'C9020', name: 'Hillcrest Chapel', customerTypeId: type!.id });
  rival = {
    token: (await t.login(await createUser(t.db, { roles: ['CUSTOMER_ADMIN'], customers: ['C9020'] }))).token,
  };
  const list = await t.send(
    getDecedents,
    { query: { filters: JSON.stringify({ name: 'whitfield' }) } },
    { as: 'other' },
  );
  whitfield = list.value.items[0]!.id;
  rivalDecedent = (
    await t.send(createDecedent, { body: { firstName: 'Jon', lastName: 'Reyes' } }, { as: rival })
  ).value.id;
});
afterAll(() => t.close());

const printsOf = (decedentId: number, as: Caller) =>
  t.send(getDecedentFingerprints, { params: { id: decedentId } }, { as });
/** A print's picture, served as private media: no contract, /media is outside the API. */
const picture = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? t.bearer(token) : {} });
const archive = (decedentId: number, archived: boolean) =>
  t.send(archiveDecedent, { params: { id: decedentId }, body: { archived } }, { as: rival });

function upload(
  decedentId: number,
  as: Caller,
  file: { data: Buffer; filename?: string; type?: string } | null,
  fields: Omit<SendForm<typeof uploadFingerprint>, 'file'> = {
    consent: 'true',
    consentGivenBy: 'Margaret Whitfield',
  },
  language: Language = 'en',
) {
  const part = file && {
    filename: file.filename ?? 'print.png',
    type: file.type ?? 'image/png',
    data: file.data,
  };
  return t.send(
    uploadFingerprint,
    { params: { id: decedentId }, form: { ...fields, file: part ?? undefined } },
    { as, language },
  );
}

const printFiles = async () =>
  (await readdir(path.join(t.app.services.config.DATA_DIR, 'media', 'fingerprints')).catch(() => [])).length;
const printRows = async () => (await t.db.select({ n: count() }).from(fingerprints))[0]!.n;

describe('GET decedents/{id}/fingerprints', () => {
  it('lists a decedent’s prints with their consent, and draws the demo pictures for the owner only', async () => {
    const res = await printsOf(whitfield, 'other');
    expect(res.status, res.response.body).toBe(200);
    const prints = res.value;
    expect(prints.map((p) => p.label).sort()).toEqual(['Right index finger', 'Right thumb']);
    expect(prints[0]!.consentGivenBy).toBe('Margaret Whitfield (daughter)');
    const mine = await picture(prints[0]!.imageUrl, owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    // Biometric data of a deceased person: never kept by any cache, the browser's included.
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(mine.rawPayload).metadata()).width).toBe(480);
    expect((await picture(prints[0]!.imageUrl, rival.token)).statusCode).toBe(404);
    expect((await picture(prints[0]!.imageUrl)).statusCode).toBe(404);
    expect((await picture(prints[0]!.imageUrl, staff)).statusCode).toBe(200);
    expect((await printsOf(whitfield, rival)).status).toBe(404);
    expect((await printsOf(whitfield, viewer)).status).toBe(200);
  });
});

describe('POST /decedents/{id}/fingerprints', () => {
  it('keeps a good print with who consented, who recorded it and when, served privately', async () => {
    const res = await upload(
      whitfield,
      'other',
      { data: await fingerprintPng(11), filename: 'scan.png' },
      {
        consent: 'true',
        consentGivenBy: 'Margaret Whitfield',
        label: 'Left thumb',
      },
    );
    expect(res.status, res.response.body).toBe(201);
    const print = res.value;
    expect(print).toMatchObject({
      decedentId: whitfield,
      label: 'Left thumb',
      width: 480,
      height: 600,
      consentGivenBy: 'Margaret Whitfield',
      consentRecordedBy: 'Owen Bell',
    });
    expect(print.consentStatement).toMatch(/^The person named above/);
    expect(Date.now() - Date.parse(print.consentedAt)).toBeLessThan(60_000);
    expect((await picture(print.imageUrl, owner)).statusCode).toBe(200);
    expect((await picture(print.imageUrl, rival.token)).statusCode).toBe(404);
    const listed = (await printsOf(whitfield, 'other')).value;
    expect(listed[0]!.id).toBe(print.id);
  });

  it('refuses a print without consent, a file that is not a picture, and a poor picture, keeping nothing', async () => {
    const rows = await printRows();
    const files = await printFiles();
    const good = await fingerprintPng(12);

    const noConsent = await upload(
      whitfield,
      'other',
      { data: good },
      { consentGivenBy: 'Margaret Whitfield' },
    );
    expect(noConsent.status).toBe(400);
    expect(noConsent.errorMessages).toEqual([
      { key: 'consent', value: 'Consent is required before a fingerprint is kept: tick the consent box.' },
    ]);
    const nobody = await upload(whitfield, 'other', { data: good }, { consent: 'true' });
    expect(nobody.errorMessages[0]!.key).toBe('consentGivenBy');
    expect((await upload(whitfield, 'other', null)).errorMessages[0]!.key).toBe('file');

    // Named and typed as a PNG, but the content is text: the content decides.
    const text = await upload(whitfield, 'other', {
      data: Buffer.from('not a picture at all'),
      filename: 'print.png',
    });
    expect(text.status).toBe(415);
    expect(text.errorMessages[0]).toEqual({
      key: 'file',
      value: 'This file is not a picture. Upload a fingerprint as a JPEG, PNG, WebP or TIFF image.',
    });
    const small = await upload(whitfield, 'other', { data: await sharp(good).resize(200).png().toBuffer() });
    expect(small.status).toBe(400);
    expect(small.errorMessages[0]!.value).toMatch(/^The picture is too small \(200 × 250 pixels\)/);
    const washedOut = await upload(whitfield, 'other', {
      data: await sharp(good).linear(0.2, 190).png().toBuffer(),
    });
    expect(washedOut.errorMessages[0]!.value).toMatch(/^The ridges cannot be told from the background/);
    const blurred = await upload(
      whitfield,
      'other',
      { data: await sharp(good).blur(4).jpeg().toBuffer(), filename: 'print.jpg', type: 'image/jpeg' },
      undefined,
      'fr',
    );
    expect(blurred.status).toBe(400);
    expect(blurred.errorMessages[0]!.value).toMatch(
      /^L’image est floue \(netteté \d+\.\d, il faut au moins 12\)/,
    );

    expect(await printRows()).toBe(rows);
    expect(await printFiles()).toBe(files);
  });

  it('answers another funeral home’s decedent as missing and refuses users without the permission', async () => {
    const rows = await printRows();
    expect((await upload(whitfield, rival, { data: await fingerprintPng(13) })).status).toBe(404);
    expect((await upload(whitfield, viewer, { data: await fingerprintPng(13) })).status).toBe(403);
    expect(await printRows()).toBe(rows);
    const staffUpload = await upload(rivalDecedent, 'admin', { data: await fingerprintPng(14) });
    expect(staffUpload.status, staffUpload.response.body).toBe(201);
    // An archived decedent takes no new print until it is brought back.
    await archive(rivalDecedent, true);
    const archived = await upload(rivalDecedent, rival, { data: await fingerprintPng(15) });
    expect(archived.status).toBe(409);
    expect(archived.errorMessages[0]!.value).toMatch(/^This decedent is archived/);
    await archive(rivalDecedent, false);
  });
});

/** The checkout of a session's cart to the kit's address, with the given answers to the order's questions. */
const submit = (sessionId: string, orderAttributes: { id: number; value: string }[]) =>
  t.send(
    submitOrder,
    {
      body: {
        sessionId,
        sellToAddress: kit.address,
        billingAddress: kit.address,
        shipToSellToAddress: true,
        shippingMethodID: kit.shippingMethodId,
        orderAttributes,
      },
    },
    { as: 'other' },
  );
const addRing = (sessionId: string, fingerprintId?: number) =>
  t.send(addToCart, { body: { sessionId, itemTypeID: kit.ring.id, fingerprintId } }, { as: 'other' });

describe('a memorial piece made from a print', () => {
  it('carries the print from the cart line to the order line, and refuses another customer’s print', async () => {
    const prints = (await printsOf(whitfield, 'other')).value;
    const theirs = (await printsOf(rivalDecedent, rival)).value;
    const sessionId = randomUUID();

    const refused = await addRing(sessionId, theirs[0]!.id);
    expect(refused.status).toBe(400);
    expect(refused.errorMessages[0]!.key).toBe('fingerprintId');
    const plain = await addRing(sessionId);
    expect(plain.status, plain.response.body).toBe(200);
    const added = await addRing(sessionId, prints[0]!.id);
    const lines = added.value.items;
    // The same piece with and without a print are two lines.
    expect(lines.map((l) => l.fingerprint?.decedentName ?? null)).toEqual([null, 'Eleanor Whitfield']);

    const questions = (await t.send(getIncomingOrderAttributes, {}, { as: 'other' })).value;
    const submitted = await submit(
      sessionId,
      questions.filter((q) => q.isRequired).map((q) => ({ id: q.id, value: 'Eleanor Whitfield' })),
    );
    expect(submitted.status, submitted.response.body).toBe(200);
    const { orderId } = submitted.value;
    const stored = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(stored.map((l) => l.fingerprintId).sort()).toEqual([prints[0]!.id, null].sort());
    const detail = (await t.send(getJobOrderDetail, { params: { id: orderId } }, { as: 'other' })).value;
    const memorial = detail.items.find((i) => i.fingerprint !== null);
    expect(memorial!.fingerprint).toMatchObject({
      id: prints[0]!.id,
      decedentId: whitfield,
      decedentName: 'Eleanor Whitfield',
      imageUrl: prints[0]!.imageUrl,
    });
    // The print stays usable on later orders: re-ordering puts the same print in a new cart.
    const again = await t.send(
      reorderJobOrder,
      { params: { id: orderId }, body: { sessionId: randomUUID() } },
      { as: 'other' },
    );
    expect(again.status, again.response.body).toBe(200);
    expect(again.value.cart.items.some((i) => i.fingerprint?.id === prints[0]!.id)).toBe(true);
  });

  it('answers the name of the deceased from the memorial line when the order leaves it out', async () => {
    const prints = (await printsOf(whitfield, 'other')).value;
    const sessionId = randomUUID();
    await addRing(sessionId, prints[0]!.id);
    const submitted = await submit(sessionId, []);
    expect(submitted.status, submitted.response.body).toBe(200);
    const answers = await t.db
      .select()
      .from(orderAttributeValues)
      .where(eq(orderAttributeValues.orderId, submitted.value.orderId));
    expect(answers.map((a) => a.value)).toContain('Eleanor Whitfield');

    // Without a memorial line the question is still asked: left out, the order is refused on it.
    const plainSession = randomUUID();
    await addRing(plainSession);
    const refused = await submit(plainSession, []);
    expect(refused.status).toBe(400);
    expect(refused.errorMessages[0]!.key).toBe('orderAttributes.DECEDENT_NAME');
  });
});
