import { deleteAssets } from '@portal/shared/media/delete-assets';
import { downloadAsset } from '@portal/shared/media/download-asset';
import { getAssets } from '@portal/shared/media/get-assets';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { photoPng, rawClient, sidePathsOf, uploadFile, type RawAnswer } from './test-kit';

// Media in S3-compatible storage (docs/decisions.md "Media storage"): an s3rver on a free loopback port, over real
// HTTP, as several instances would share it. Nothing is written to DATA_DIR/media.
const BUCKET = 'portal-media';
let server: S3rver;
let endpoint: string;
let directory: string;
let t: TestApp;
let claire: string;
let owen: string;
let get: (path: string, token?: string) => Promise<RawAnswer>;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const address = (await server.run()) as { port: number };
  endpoint = `http://127.0.0.1:${address.port}`;
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
  claire = (await t.login(DEMO.customer)).token;
  owen = (await t.login(DEMO.other)).token;
  get = await rawClient(t);
});
afterAll(async () => {
  await t?.close();
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

async function objectOf(key: string): Promise<Buffer> {
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return Buffer.from(await answer.Body!.transformToByteArray());
  } finally {
    client.destroy();
  }
}

describe('media in S3', () => {
  it('stores an upload and its thumbnail in the bucket, serves them back, and removes them on delete', async () => {
    const data = await photoPng(500, 400);
    const response = await uploadFile(t, 'customer', { data, filename: 'cufflinks.png' });
    expect(response.status, response.response.body).toBe(201);
    const asset = response.value;
    const key = asset.thumbnailUrl!.replace('/media/', '').replace('.thumb.webp', '.png');
    expect((await objectOf(`portal/${key}`)).equals(data)).toBe(true);
    expect(
      (await sharp(await objectOf(`portal/${key.replace('.png', '.thumb.webp')}`)).metadata()).format,
    ).toBe('webp');
    const download = await t.send(downloadAsset, { params: { id: asset.id } }, { as: 'customer' });
    expect(download.response.rawPayload.equals(data)).toBe(true);
    // Raw: the thumbnail's address is a media file's, not a call of the API.
    const thumb = await t.app.inject({ method: 'GET', url: asset.thumbnailUrl!, headers: t.bearer(claire) });
    expect(thumb.statusCode).toBe(200);
    const deleted = await t.send(deleteAssets, { body: [asset.id] }, { as: 'customer' });
    expect(deleted.value).toEqual({ deleted: 1 });
    await expect(objectOf(`portal/${key}`)).rejects.toThrow();
  });

  it('draws the demo pictures into the bucket on first request', async () => {
    const list = await t.send(getAssets, { query: { search: 'pendant' } }, { as: 'customer' });
    const asset = list.value.items[0]!;
    const preview = (
      await t.send(downloadAsset, { params: { id: asset.id }, query: { isPreview: '1' } }, { as: 'customer' })
    ).response;
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(
      (await objectOf('portal/media-library/demo/heart-pendant.thumb.webp')).equals(preview.rawPayload),
    ).toBe(true);
  });
});

describe('private media in S3', () => {
  it('serves a library file only to its owner, privately, and under no other name of its key', async () => {
    const asset = (await uploadFile(t, 'customer', { data: await photoPng(400, 300), filename: 'ring.png' }))
      .value;
    const thumbnail = asset.thumbnailUrl!.slice('/media/'.length);
    const original = thumbnail.replace('.thumb.webp', '.png');
    for (const key of [original, thumbnail]) {
      // The owner's look stores the resized copy in the bucket under `.resized/320/…` before the attack comes.
      for (const path of [`/media/${key}`, `/media/${key}?w=320`]) {
        const mine = await get(path, claire);
        expect(mine.status, path).toBe(200);
        expect(mine.headers['cache-control']).toBe('private, no-store');
        expect((await get(path)).status, path).toBe(404);
        expect((await get(path, owen)).status, path).toBe(404);
      }
      await objectOf(`portal/.resized/320/${key}.webp`);
      for (const path of sidePathsOf(key))
        for (const token of [undefined, owen, claire])
          expect([400, 404], path).toContain((await get(path, token)).status);
    }
  });
});
