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
import { multipartBody } from '../../test/multipart';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { orderTestKit } from '../orders/order-test-kit';
import { fingerprintPng } from './print-art';

// Fingerprints through HTTP (docs/decisions.md "Decedents and fingerprints"): consent, the quality check and its
// reasons, private pictures, and a print carried from the cart to the order line of a memorial piece.
let t: TestApp;
let owner: string;
let viewer: string;
let rival: string;
let staff: string;
let whitfield: number;
let rivalDecedent: number;
let kit: Awaited<ReturnType<typeof orderTestKit>>;

beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  owner = (await t.login(DEMO.other)).token;
  staff = (await t.login(DEMO.admin)).token;
  viewer = (await t.login(await createUser(t.db, { roles: ['READ_ONLY'], customers: ['C1002'] }))).token;
  const [type] = await t.db.select().from(customerTypes).where(eq(customerTypes.code, 'FUNERAL_HOME'));
  await t.db
    .insert(customers)
    .values({ accountNumber: 'C9020', name: 'Hillcrest Chapel', customerTypeId: type!.id });
  rival = (await t.login(await createUser(t.db, { roles: ['CUSTOMER_ADMIN'], customers: ['C9020'] }))).token;
  const list = await call('GET', '/api/decedents?filters=%7B%22name%22%3A%22whitfield%22%7D', owner);
  whitfield = list.json().value.items[0].id;
  rivalDecedent = (
    await call('POST', '/api/decedents', rival, { firstName: 'Jon', lastName: 'Reyes' })
  ).json().value.id;
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: token ? t.bearer(token) : {} });
}

function upload(
  decedentId: number,
  token: string,
  file: { data: Buffer; filename?: string; type?: string } | null,
  fields: Record<string, string> = { consent: 'true', consentGivenBy: 'Margaret Whitfield' },
  language = 'en',
) {
  const body = multipartBody(
    fields,
    file
      ? { file: { filename: file.filename ?? 'print.png', type: file.type ?? 'image/png', data: file.data } }
      : {},
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/decedents/${decedentId}/fingerprints`,
    payload: body.payload,
    headers: { ...body.headers, ...t.bearer(token), 'accept-language': language },
  });
}

const printFiles = async () =>
  (await readdir(path.join(t.app.services.config.DATA_DIR, 'media', 'fingerprints')).catch(() => [])).length;
const printRows = async () => (await t.db.select({ n: count() }).from(fingerprints))[0]!.n;

describe('GET decedents/{id}/fingerprints', () => {
  it('lists a decedent’s prints with their consent, and draws the demo pictures for the owner only', async () => {
    const res = await call('GET', `/api/decedents/${whitfield}/fingerprints`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const prints = res.json().value as { label: string; imageUrl: string; consentGivenBy: string }[];
    expect(prints.map((p) => p.label).sort()).toEqual(['Right index finger', 'Right thumb']);
    expect(prints[0]!.consentGivenBy).toBe('Margaret Whitfield (daughter)');
    const picture = await t.app.inject({ method: 'GET', url: prints[0]!.imageUrl, headers: t.bearer(owner) });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    // Biometric data of a deceased person: never kept by any cache, the browser's included.
    expect(picture.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(480);
    expect(
      (await t.app.inject({ method: 'GET', url: prints[0]!.imageUrl, headers: t.bearer(rival) })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: prints[0]!.imageUrl })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: prints[0]!.imageUrl, headers: t.bearer(staff) })).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/decedents/${whitfield}/fingerprints`, rival)).statusCode).toBe(404);
    expect((await call('GET', `/api/decedents/${whitfield}/fingerprints`, viewer)).statusCode).toBe(200);
  });
});

describe('POST /decedents/{id}/fingerprints', () => {
  it('keeps a good print with who consented, who recorded it and when, served privately', async () => {
    const res = await upload(
      whitfield,
      owner,
      { data: await fingerprintPng(11), filename: 'scan.png' },
      {
        consent: 'true',
        consentGivenBy: 'Margaret Whitfield',
        label: 'Left thumb',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const print = res.json().value;
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
    const mine = await t.app.inject({ method: 'GET', url: print.imageUrl, headers: t.bearer(owner) });
    expect(mine.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: print.imageUrl, headers: t.bearer(rival) })).statusCode,
    ).toBe(404);
    const listed = (await call('GET', `/api/decedents/${whitfield}/fingerprints`, owner)).json().value;
    expect(listed[0].id).toBe(print.id);
  });

  it('refuses a print without consent, a file that is not a picture, and a poor picture, keeping nothing', async () => {
    const rows = await printRows();
    const files = await printFiles();
    const good = await fingerprintPng(12);

    const noConsent = await upload(
      whitfield,
      owner,
      { data: good },
      { consentGivenBy: 'Margaret Whitfield' },
    );
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errorMessages).toEqual([
      { key: 'consent', value: 'Consent is required before a fingerprint is kept: tick the consent box.' },
    ]);
    const nobody = await upload(whitfield, owner, { data: good }, { consent: 'true' });
    expect(nobody.json().errorMessages[0].key).toBe('consentGivenBy');
    expect((await upload(whitfield, owner, null)).json().errorMessages[0].key).toBe('file');

    // Named and typed as a PNG, but the content is text: the content decides.
    const text = await upload(whitfield, owner, {
      data: Buffer.from('not a picture at all'),
      filename: 'print.png',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().errorMessages[0]).toEqual({
      key: 'file',
      value: 'This file is not a picture. Upload a fingerprint as a JPEG, PNG, WebP or TIFF image.',
    });
    const small = await upload(whitfield, owner, { data: await sharp(good).resize(200).png().toBuffer() });
    expect(small.statusCode).toBe(400);
    expect(small.json().errorMessages[0].value).toMatch(/^The picture is too small \(200 × 250 pixels\)/);
    const washedOut = await upload(whitfield, owner, {
      data: await sharp(good).linear(0.2, 190).png().toBuffer(),
    });
    expect(washedOut.json().errorMessages[0].value).toMatch(/^The ridges cannot be told from the background/);
    const blurred = await upload(
      whitfield,
      owner,
      { data: await sharp(good).blur(4).jpeg().toBuffer(), filename: 'print.jpg', type: 'image/jpeg' },
      undefined,
      'fr',
    );
    expect(blurred.statusCode).toBe(400);
    expect(blurred.json().errorMessages[0].value).toMatch(
      /^L’image est floue \(netteté \d+\.\d, il faut au moins 12\)/,
    );

    expect(await printRows()).toBe(rows);
    expect(await printFiles()).toBe(files);
  });

  it('answers another funeral home’s decedent as missing and refuses users without the permission', async () => {
    const rows = await printRows();
    expect((await upload(whitfield, rival, { data: await fingerprintPng(13) })).statusCode).toBe(404);
    expect((await upload(whitfield, viewer, { data: await fingerprintPng(13) })).statusCode).toBe(403);
    expect(await printRows()).toBe(rows);
    const staffUpload = await upload(rivalDecedent, staff, { data: await fingerprintPng(14) });
    expect(staffUpload.statusCode, staffUpload.body).toBe(201);
    // An archived decedent takes no new print until it is brought back.
    await call('POST', `/api/decedents/${rivalDecedent}/archive`, rival, { archived: true });
    const archived = await upload(rivalDecedent, rival, { data: await fingerprintPng(15) });
    expect(archived.statusCode).toBe(409);
    expect(archived.json().errorMessages[0].value).toMatch(/^This decedent is archived/);
    await call('POST', `/api/decedents/${rivalDecedent}/archive`, rival, { archived: false });
  });
});

describe('a memorial piece made from a print', () => {
  it('carries the print from the cart line to the order line, and refuses another customer’s print', async () => {
    const prints = (await call('GET', `/api/decedents/${whitfield}/fingerprints`, owner)).json().value;
    const theirs = (await call('GET', `/api/decedents/${rivalDecedent}/fingerprints`, rival)).json().value;
    const sessionId = randomUUID();
    const add = (token: string, fingerprintId?: number) =>
      call('POST', '/api/ShoppingCart/addToCart', token, {
        sessionId,
        itemTypeID: kit.ring.id,
        fingerprintId,
      });

    const refused = await add(owner, theirs[0].id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessages[0].key).toBe('fingerprintId');
    const plain = await add(owner);
    expect(plain.statusCode, plain.body).toBe(200);
    const added = await add(owner, prints[0].id);
    const lines = added.json().value.items as { fingerprint: { id: number; decedentName: string } | null }[];
    // The same piece with and without a print are two lines.
    expect(lines.map((l) => l.fingerprint?.decedentName ?? null)).toEqual([null, 'Eleanor Whitfield']);

    const questions = (await call('GET', '/api/shoppingCart/incoming-order-attributes', owner)).json()
      .value as {
      id: number;
      isRequired: boolean;
    }[];
    const submitted = await call('POST', '/api/shoppingCart/submitOrder', owner, {
      sessionId,
      sellToAddress: kit.address,
      billingAddress: kit.address,
      shipToSellToAddress: true,
      shippingMethodID: kit.shippingMethodId,
      orderAttributes: questions
        .filter((q) => q.isRequired)
        .map((q) => ({ id: q.id, value: 'Eleanor Whitfield' })),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { orderId } = submitted.json().value;
    const stored = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(stored.map((l) => l.fingerprintId).sort()).toEqual([prints[0].id, null].sort());
    const detail = (await call('GET', `/api/job-orders-extended/${orderId}/detail`, owner)).json().value;
    const memorial = detail.items.find((i: { fingerprint: unknown }) => i.fingerprint !== null);
    expect(memorial.fingerprint).toMatchObject({
      id: prints[0].id,
      decedentId: whitfield,
      decedentName: 'Eleanor Whitfield',
      imageUrl: prints[0].imageUrl,
    });
    // The print stays usable on later orders: re-ordering puts the same print in a new cart.
    const again = await call('POST', `/api/JobOrders/re-order/${orderId}`, owner, {
      sessionId: randomUUID(),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(
      again
        .json()
        .value.cart.items.some(
          (i: { fingerprint: { id: number } | null }) => i.fingerprint?.id === prints[0].id,
        ),
    ).toBe(true);
  });

  it('answers the name of the deceased from the memorial line when the order leaves it out', async () => {
    const prints = (await call('GET', `/api/decedents/${whitfield}/fingerprints`, owner)).json().value;
    const sessionId = randomUUID();
    await call('POST', '/api/ShoppingCart/addToCart', owner, {
      sessionId,
      itemTypeID: kit.ring.id,
      fingerprintId: prints[0].id,
    });
    const submitted = await call('POST', '/api/shoppingCart/submitOrder', owner, {
      sessionId,
      sellToAddress: kit.address,
      billingAddress: kit.address,
      shipToSellToAddress: true,
      shippingMethodID: kit.shippingMethodId,
      orderAttributes: [],
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const answers = await t.db
      .select()
      .from(orderAttributeValues)
      .where(eq(orderAttributeValues.orderId, submitted.json().value.orderId));
    expect(answers.map((a) => a.value)).toContain('Eleanor Whitfield');

    // Without a memorial line the question is still asked: left out, the order is refused on it.
    const plainSession = randomUUID();
    await call('POST', '/api/ShoppingCart/addToCart', owner, {
      sessionId: plainSession,
      itemTypeID: kit.ring.id,
    });
    const refused = await call('POST', '/api/shoppingCart/submitOrder', owner, {
      sessionId: plainSession,
      sellToAddress: kit.address,
      billingAddress: kit.address,
      shipToSellToAddress: true,
      shippingMethodID: kit.shippingMethodId,
      orderAttributes: [],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessages[0].key).toBe('orderAttributes.DECEDENT_NAME');
  });
});
