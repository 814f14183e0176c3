import { createDecedent } from '@portal/shared/decedents/create-decedent';
import { uploadFingerprint } from '@portal/shared/decedents/upload-fingerprint';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { fingerprintPng } from './print-art';
import { destroyPrintsPastRetention } from './retention';
import { fingerprints } from './tables';

// The retention job on S3-compatible storage (an s3rver over real HTTP): a print past retention leaves the bucket with
// its resized copies; a print within it stays.
const BUCKET = 'portal-media';
let server: S3rver;
let directory: string;
let client: S3Client;
let t: TestApp;
let owner: string;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-retention-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
      S3_PREFIX: 'portal/',
    },
  });
  client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  owner = (await t.login(DEMO.other)).token;
});
afterAll(async () => {
  client?.destroy();
  await t?.close();
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

const stored = (key: string) =>
  client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `portal/${key}` })).then(
    () => true,
    () => false,
  );

async function upload(seed: number) {
  const decedent = (
    await t.send(createDecedent, { body: { firstName: 'Iris', lastName: `Bucket${seed}` } }, { as: 'other' })
  ).value;
  const form = {
    consent: 'true',
    consentGivenBy: 'Noel (son)',
    file: { filename: 'print.png', type: 'image/png', data: await fingerprintPng(seed) },
  };
  const print = await t.send(uploadFingerprint, { params: { id: decedent.id }, form }, { as: 'other' });
  expect(print.status, print.response.body).toBe(201);
  const { id, imageUrl } = print.value;
  // A resized copy, as a page showing the print makes one. Raw: a media file's address, not a call of the API.
  expect((await t.app.inject({ url: `${imageUrl}?w=320`, headers: t.bearer(owner) })).statusCode).toBe(200);
  return { id, key: imageUrl.replace('/media/', '') };
}

describe('the retention job on S3', () => {
  it('removes a print past retention and its resized copy from the bucket, and keeps the others', async () => {
    const old = await upload(31);
    const recent = await upload(32);
    const now = new Date();
    await t.db
      .update(fingerprints)
      .set({ createdAt: new Date(now.getTime() - 25 * 31 * 86_400_000) })
      .where(eq(fingerprints.id, old.id));
    expect(await stored(`.resized/320/${old.key}.webp`)).toBe(true);

    expect(await destroyPrintsPastRetention(t.db, t.app.services.media, now)).toEqual({ destroyed: 1 });
    expect(await stored(old.key)).toBe(false);
    expect(await stored(`.resized/320/${old.key}.webp`)).toBe(false);
    expect(await stored(recent.key)).toBe(true);
    const [row] = await t.db.select().from(fingerprints).where(eq(fingerprints.id, old.id));
    expect(row!.destroyedAt).not.toBeNull();
  });
});
