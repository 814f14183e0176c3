import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../customers/tables';
import { customerTypes } from '../reference/tables';
import { createUser } from '../../test/fixtures';
import { multipartBody } from '../../test/multipart';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { orderTestKit } from '../orders/order-test-kit';
import { fingerprintPng } from './print-art';
import { destroyPrintsPastRetention } from './retention';
import { fingerprints, printAccessLog } from './tables';

// The chain of custody (docs/decisions.md "Chain of custody"): authorisation before use, withdrawal locking the prints,
// the append-only access log, destruction at once and by the retention job.
let t: TestApp;
let owner: string;
let rival: string;
let staff: string;
let kit: Awaited<ReturnType<typeof orderTestKit>>;

beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  owner = (await t.login(DEMO.other)).token;
  staff = (await t.login(DEMO.admin)).token;
  const [type] = await t.db.select().from(customerTypes).where(eq(customerTypes.code, 'FUNERAL_HOME'));
  await t.db
    .insert(customers)
    .values({ accountNumber: 'C9021', name: 'Hillcrest Chapel', customerTypeId: type!.id });
  rival = (await t.login(await createUser(t.db, { roles: ['CUSTOMER_ADMIN'], customers: ['C9021'] }))).token;
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object, language = 'en') {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { ...(token ? t.bearer(token) : {}), 'accept-language': language },
  });
}

async function newDecedentWithPrint(seed: number) {
  const decedent = (
    await call('POST', '/api/decedents', owner, { firstName: 'Ada', lastName: `Custody${seed}` })
  ).json().value as { id: number };
  const body = multipartBody(
    { consent: 'true', consentGivenBy: 'Ruth (daughter)' },
    { file: { filename: 'print.png', type: 'image/png', data: await fingerprintPng(seed) } },
  );
  const print = await t.app.inject({
    method: 'POST',
    url: `/api/decedents/${decedent.id}/fingerprints`,
    payload: body.payload,
    headers: { ...body.headers, ...t.bearer(owner) },
  });
  expect(print.statusCode, print.body).toBe(201);
  return { decedentId: decedent.id, print: print.json().value as { id: number; imageUrl: string } };
}

async function authorize(decedentId: number, signature: object) {
  const list = (await call('GET', `/api/decedents/${decedentId}/authorizations`, owner)).json().value;
  return call('POST', `/api/decedents/${decedentId}/authorizations`, owner, {
    signerName: 'Ruth Custody',
    relationship: 'Daughter',
    email: 'ruth@example.com',
    phone: '+1 802 555 0199',
    statementId: list.statement.id,
    language: 'en',
    signature,
    confirmed: true,
  });
}

const addToCart = (fingerprintId: number, language = 'en') =>
  call(
    'POST',
    '/api/ShoppingCart/addToCart',
    owner,
    { sessionId: randomUUID(), itemTypeID: kit.ring.id, fingerprintId },
    language,
  );

const printFiles = async () =>
  readdir(path.join(t.app.services.config.DATA_DIR, 'media', 'fingerprints')).catch(() => [] as string[]);

describe('next-of-kin authorisation', () => {
  it('refuses a print without an authorisation, then records a drawn one with its PDF and lets the print be used', async () => {
    const { decedentId, print } = await newDecedentWithPrint(21);
    const refused = await addToCart(print.id, 'fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessages[0]).toMatchObject({
      key: 'fingerprintId',
      value:
        'Cette empreinte ne peut pas être utilisée avant l’enregistrement de l’autorisation du plus proche parent du défunt',
    });

    const bad = await authorize(decedentId, { kind: 'drawn', image: 'data:image/png;base64,AAAA' });
    expect(bad.statusCode).toBe(400);
    const drawn = await sharp({
      create: { width: 300, height: 120, channels: 4, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const recorded = await authorize(decedentId, {
      kind: 'drawn',
      image: `data:image/png;base64,${drawn.toString('base64')}`,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const auth = recorded.json().value;
    expect(auth).toMatchObject({ signerName: 'Ruth Custody', signatureKind: 'drawn', withdrawnAt: null });
    const pdf = await call('GET', auth.pdfUrl, owner);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toContain('no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', auth.pdfUrl, rival)).statusCode).toBe(404);

    expect((await addToCart(print.id)).statusCode).toBe(200);
  });

  it('locks the prints when the authorisation is withdrawn: not served, not ordered, destroyed by the job', async () => {
    const { decedentId, print } = await newDecedentWithPrint(22);
    const auth = (await authorize(decedentId, { kind: 'typed', text: 'Ruth Custody' })).json().value;
    const seen = await call('GET', print.imageUrl, owner);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toContain('no-store');

    const withdrawn = await call(
      'POST',
      `/api/decedents/${decedentId}/authorizations/${auth.id}/withdraw`,
      owner,
      { reason: 'The family changed its mind' },
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().value.withdrawnAt).not.toBeNull();
    expect(
      (await call('POST', `/api/decedents/${decedentId}/authorizations/${auth.id}/withdraw`, owner, {}))
        .statusCode,
    ).toBe(409);
    expect((await call('GET', print.imageUrl, owner)).statusCode).toBe(404);
    const refused = await addToCart(print.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessages[0].value).toMatch(/withdrawn: it is locked/);

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
    expect((await call('GET', `${print.imageUrl}?w=320`, owner)).statusCode).toBe(200);
    expect((await call('GET', print.imageUrl, owner)).statusCode).toBe(200);
    const log = await call('GET', `/api/decedents/${decedentId}/access-log?pageSize=50`, owner);
    expect(log.statusCode, log.body).toBe(200);
    const actions = (log.json().value.items as { action: string; who: string | null }[]).map((e) => e.action);
    expect(actions).toEqual(['download', 'view', 'authorize']);
    expect((await call('GET', `/api/decedents/${decedentId}/access-log`, staff)).statusCode).toBe(200);
    expect((await call('GET', `/api/decedents/${decedentId}/access-log`, rival)).statusCode).toBe(404);

    // The database's own refusal, under the query error drizzle wraps it in.
    const refusal = (change: Promise<unknown>) =>
      change.then(
        () => 'changed',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(t.db.update(printAccessLog).set({ action: 'export' }))).toMatch(/append-only/);
    expect(await refusal(t.db.delete(printAccessLog))).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`truncate print_access_log`))).toMatch(/append-only/);
    const again = (await call('GET', `/api/decedents/${decedentId}/access-log`, owner)).json().value.items;
    expect(again.map((e: { action: string }) => e.action)).toEqual(['download', 'view', 'authorize']);
  });
});

describe('destruction', () => {
  it('destroys a print at once on request, with its resized copies, and logs it', async () => {
    const { decedentId, print } = await newDecedentWithPrint(24);
    await authorize(decedentId, { kind: 'typed', text: 'Ruth Custody' });
    expect((await call('GET', `${print.imageUrl}?w=320`, owner)).statusCode).toBe(200);
    const url = `/api/decedents/${decedentId}/fingerprints/${print.id}/destroy`;
    expect((await call('POST', url, rival)).statusCode).toBe(404);
    const destroyed = await call('POST', url, owner);
    expect(destroyed.statusCode, destroyed.body).toBe(200);
    expect(destroyed.json().value).toMatchObject({ retainUntil: null });
    expect(destroyed.json().value.destroyedAt).not.toBeNull();
    expect((await call('POST', url, owner)).statusCode).toBe(409);
    expect(await t.app.services.media.read(print.imageUrl.replace('/media/', ''))).toBeNull();
    expect((await call('GET', `${print.imageUrl}?w=320`, owner)).statusCode).toBe(404);
    const log = (await call('GET', `/api/decedents/${decedentId}/access-log`, owner)).json().value.items;
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
