import { addToCart } from '@portal/shared/cart/add-to-cart';
import { createDecedent } from '@portal/shared/decedents/create-decedent';
import { destroyFingerprint } from '@portal/shared/decedents/destroy-fingerprint';
import { getAccessLog } from '@portal/shared/decedents/get-access-log';
import { getAuthorizations } from '@portal/shared/decedents/get-authorizations';
import { recordAuthorization } from '@portal/shared/decedents/record-authorization';
import { uploadFingerprint } from '@portal/shared/decedents/upload-fingerprint';
import { withdrawAuthorization } from '@portal/shared/decedents/withdraw-authorization';
import type { Language } from '@portal/shared/platform/language';
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../customers/tables';
import { customerTypes } from '../reference/tables';
import { createUser } from '../../test/fixtures';
import type { Caller, SendInput } from '../../test/send';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { orderTestKit } from '../orders/order-test-kit';
import { fingerprintPng } from './print-art';
import { destroyPrintsPastRetention } from './retention';
import { fingerprints, printAccessLog } from './tables';

// The chain of custody (docs/decisions.md "Chain of custody"): authorisation before use, withdrawal locking the prints,
// the append-only access log, destruction at once and by the retention job.
let t: TestApp;
/** Tokens for the links an answer gives (a picture, a PDF), followed as they are. */
let owner: string;
let rival: { token: string };
let kit: Awaited<ReturnType<typeof orderTestKit>>;

beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  owner = (await t.login(DEMO.other)).token;
  const [type] = await t.db.select().from(customerTypes).where(eq(customerTypes.code, 'FUNERAL_HOME'));
  await t.db
    .insert(customers)
    .values({ accountNumber: 'C9021', name: 'Hillcrest Chapel', customerTypeId: type!.id });
  rival = {
    token: (await t.login(await createUser(t.db, { roles: ['CUSTOMER_ADMIN'], customers: ['C9021'] }))).token,
  };
});
afterAll(() => t.close());

/** A link an answer gives (a print's picture, an authorisation's PDF), followed as a browser follows it. */
const follow = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? t.bearer(token) : {} });

async function newDecedentWithPrint(seed: number) {
  const decedent = (
    await t.send(createDecedent, { body: { firstName: 'Ada', lastName: `Custody${seed}` } }, { as: 'other' })
  ).value;
  const print = await t.send(
    uploadFingerprint,
    {
      params: { id: decedent.id },
      form: {
        consent: 'true',
        consentGivenBy: 'Ruth (daughter)',
        file: { filename: 'print.png', type: 'image/png', data: await fingerprintPng(seed) },
      },
    },
    { as: 'other' },
  );
  expect(print.status, print.response.body).toBe(201);
  return { decedentId: decedent.id, print: print.value };
}

type Signature = SendInput<typeof recordAuthorization>['body']['signature'];

async function authorize(decedentId: number, signature: Signature) {
  const list = (await t.send(getAuthorizations, { params: { id: decedentId } }, { as: 'other' })).value;
  return t.send(
    recordAuthorization,
    {
      params: { id: decedentId },
      body: {
        signerName: 'Ruth Custody',
        relationship: 'Daughter',
        email: 'ruth@example.com',
        phone: '+1 802 555 0199',
        statementId: list.statement!.id,
        language: 'en',
        signature,
        confirmed: true,
      },
    },
    { as: 'other' },
  );
}

const addPrintToCart = (fingerprintId: number, language: Language = 'en') =>
  t.send(
    addToCart,
    { body: { sessionId: randomUUID(), itemTypeID: kit.ring.id, fingerprintId } },
    { as: 'other', language },
  );
const withdraw = (decedentId: number, authId: number, reason?: string) =>
  t.send(withdrawAuthorization, { params: { id: decedentId, authId }, body: { reason } }, { as: 'other' });
const accessLog = (decedentId: number, as: Caller, pageSize?: number) =>
  t.send(getAccessLog, { params: { id: decedentId }, query: { pageSize } }, { as });
const destroy = (decedentId: number, fingerprintId: number, as: Caller) =>
  t.send(destroyFingerprint, { params: { id: decedentId, fingerprintId } }, { as });

const printFiles = async () =>
  readdir(path.join(t.app.services.config.DATA_DIR, 'media', 'fingerprints')).catch(() => [] as string[]);

describe('next-of-kin authorisation', () => {
  it('refuses a print without an authorisation, then records a drawn one with its PDF and lets the print be used', async () => {
    const { decedentId, print } = await newDecedentWithPrint(21);
    const refused = await addPrintToCart(print.id, 'fr');
    expect(refused.status).toBe(400);
    expect(refused.errorMessages[0]).toMatchObject({
      key: 'fingerprintId',
      value:
        'Cette empreinte ne peut pas être utilisée avant l’enregistrement de l’autorisation du plus proche parent du défunt',
    });

    const bad = await authorize(decedentId, { kind: 'drawn', image: 'data:image/png;base64,AAAA' });
    expect(bad.status).toBe(400);
    const drawn = await sharp({
      create: { width: 300, height: 120, channels: 4, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const recorded = await authorize(decedentId, {
      kind: 'drawn',
      image: `data:image/png;base64,${drawn.toString('base64')}`,
    });
    expect(recorded.status, recorded.response.body).toBe(201);
    const auth = recorded.value;
    expect(auth).toMatchObject({ signerName: 'Ruth Custody', signatureKind: 'drawn', withdrawnAt: null });
    const pdf = await follow(auth.pdfUrl, owner);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toContain('no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await follow(auth.pdfUrl, rival.token)).statusCode).toBe(404);

    expect((await addPrintToCart(print.id)).status).toBe(200);
  });

  it('locks the prints when the authorisation is withdrawn: not served, not ordered, destroyed by the job', async () => {
    const { decedentId, print } = await newDecedentWithPrint(22);
    const auth = (await authorize(decedentId, { kind: 'typed', text: 'Ruth Custody' })).value;
    const seen = await follow(print.imageUrl, owner);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toContain('no-store');

    const withdrawn = await withdraw(decedentId, auth.id, 'The family changed its mind');
    expect(withdrawn.status, withdrawn.response.body).toBe(200);
    expect(withdrawn.value.withdrawnAt).not.toBeNull();
    expect((await withdraw(decedentId, auth.id)).status).toBe(409);
    expect((await follow(print.imageUrl, owner)).statusCode).toBe(404);
    const refused = await addPrintToCart(print.id);
    expect(refused.status).toBe(400);
    expect(refused.errorMessages[0]!.value).toMatch(/withdrawn: it is locked/);

    const fileName = path.basename(print.imageUrl);
    expect(await printFiles()).toContain(fileName);
    await destroyPrintsPastRetention(t.db, t.app.services.media, new Date());
    expect(await printFiles()).not.toContain(fileName);
    const [row] = await t.db.select().from(fingerprints).where(eq(fingerprints.id, print.id));
    expect(row!.destroyedAt).not.toBeNull();
  });
});

describe('the access log', () => {
  it('shows each access to the funeral home and staff, another funeral home’s as missing, and cannot be changed', async () => {
    const { decedentId, print } = await newDecedentWithPrint(23);
    await authorize(decedentId, { kind: 'typed', text: 'Ruth Custody' });
    // What a screen shows is a resized copy (a view); the original file is a download.
    expect((await follow(`${print.imageUrl}?w=320`, owner)).statusCode).toBe(200);
    expect((await follow(print.imageUrl, owner)).statusCode).toBe(200);
    const log = await accessLog(decedentId, 'other', 50);
    expect(log.status, log.response.body).toBe(200);
    const actions = log.value.items.map((e) => e.action);
    expect(actions).toEqual(['download', 'view', 'authorize']);
    expect((await accessLog(decedentId, 'admin')).status).toBe(200);
    expect((await accessLog(decedentId, rival)).status).toBe(404);

    // The database's own refusal, under the query error drizzle wraps it in.
    const refusal = (change: Promise<unknown>) =>
      change.then(
        () => 'changed',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(t.db.update(printAccessLog).set({ action: 'export' }))).toMatch(/append-only/);
    expect(await refusal(t.db.delete(printAccessLog))).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`truncate print_access_log`))).toMatch(/append-only/);
    const again = (await accessLog(decedentId, 'other')).value.items;
    expect(again.map((e) => e.action)).toEqual(['download', 'view', 'authorize']);
  });
});

describe('destruction', () => {
  it('destroys a print at once on request, with its resized copies, and logs it', async () => {
    const { decedentId, print } = await newDecedentWithPrint(24);
    await authorize(decedentId, { kind: 'typed', text: 'Ruth Custody' });
    expect((await follow(`${print.imageUrl}?w=320`, owner)).statusCode).toBe(200);
    expect((await destroy(decedentId, print.id, rival)).status).toBe(404);
    const destroyed = await destroy(decedentId, print.id, 'other');
    expect(destroyed.status, destroyed.response.body).toBe(200);
    expect(destroyed.value).toMatchObject({ retainUntil: null });
    expect(destroyed.value.destroyedAt).not.toBeNull();
    expect((await destroy(decedentId, print.id, 'other')).status).toBe(409);
    expect(await t.app.services.media.read(print.imageUrl.replace('/media/', ''))).toBeNull();
    expect((await follow(`${print.imageUrl}?w=320`, owner)).statusCode).toBe(404);
    const log = (await accessLog(decedentId, 'other')).value.items;
    expect(log[0]).toMatchObject({ action: 'destroy', fingerprintId: print.id });
  });

  it('the retention job destroys exactly the prints past retention after their last use', async () => {
    const old = await newDecedentWithPrint(25);
    const recent = await newDecedentWithPrint(26);
    const now = new Date();
    const longAgo = new Date(now.getTime() - 25 * 31 * 86_400_000);
    await t.db.update(fingerprints).set({ createdAt: longAgo }).where(eq(fingerprints.id, old.print.id));
    await destroyPrintsPastRetention(t.db, t.app.services.media, now);
    const rows = await t.db.select().from(fingerprints);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(old.print.id)!.destroyedAt).not.toBeNull();
    expect(byId.get(recent.print.id)!.destroyedAt).toBeNull();
    expect(await printFiles()).not.toContain(path.basename(old.print.imageUrl));
    expect(await printFiles()).toContain(path.basename(recent.print.imageUrl));
    const [entry] = await t.db
      .select()
      .from(printAccessLog)
      .where(eq(printAccessLog.fingerprintId, old.print.id));
    expect(entry).toMatchObject({ action: 'destroy', userId: null, detail: { reason: 'retention' } });
  });
});
