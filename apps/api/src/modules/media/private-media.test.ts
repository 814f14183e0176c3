import { getDecedentFingerprints } from '@portal/shared/decedents/get-decedent-fingerprints';
import { getDecedents } from '@portal/shared/decedents/get-decedents';
import { getCategoryProducts } from '@portal/shared/catalog/get-category-products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { photoPng, rawClient, sidePathsOf, uploadFile, type RawAnswer } from './test-kit';

// Private pictures by a side path (docs/decisions.md "Canonical media keys"): fingerprints and library files asked for
// under a second name of their key, sent over a real socket as an attacker sends them.
let t: TestApp;
let get: (path: string, token?: string) => Promise<RawAnswer>;
let claire: string;
let owen: string;
let fingerprintKey: string;
let libraryKey: string;
let thumbnailKey: string;

beforeAll(async () => {
  t = await createTestApp();
  get = await rawClient(t);
  claire = (await t.login(DEMO.customer)).token;
  owen = (await t.login(DEMO.other)).token;
  // A demo decedent's print, of other@demo.test's funeral home.
  const decedents = await t.send(
    getDecedents,
    { query: { filters: JSON.stringify({ name: 'whitfield' }) } },
    { as: 'other' },
  );
  const decedentId = decedents.value.items[0]!.id;
  const prints = await t.send(getDecedentFingerprints, { params: { id: decedentId } }, { as: 'other' });
  fingerprintKey = prints.value[0]!.imageUrl.slice('/media/'.length);
  // A customer's private library upload.
  const uploaded = (await uploadFile(t, 'customer', { data: await photoPng(), filename: 'design.png' }))
    .value;
  thumbnailKey = uploaded.thumbnailUrl!.slice('/media/'.length);
  libraryKey = thumbnailKey.replace('.thumb.webp', '.png');
  // The owners look first: the files and their resized copies exist in the store when the attack comes.
  for (const [key, token] of [
    [fingerprintKey, owen],
    [libraryKey, claire],
  ] as const) {
    expect((await get(`/media/${key}`, token)).status).toBe(200);
    expect((await get(`/media/${key}?w=320`, token)).status).toBe(200);
  }
});
afterAll(() => t.close());

describe('a private picture under another name', () => {
  it('is not served to anyone, whatever the name, and nothing public is said about it', async () => {
    for (const [key, stranger] of [
      [fingerprintKey, claire],
      [libraryKey, owen],
      [thumbnailKey, owen],
    ] as const) {
      for (const path of sidePathsOf(key)) {
        for (const token of [undefined, stranger]) {
          const answer = await get(path, token);
          expect([400, 404], `${path} ${token ? 'as another customer' : 'anonymously'}`).toContain(
            answer.status,
          );
          expect(answer.headers['cache-control'] ?? '').not.toContain('public');
        }
      }
    }
  });

  it('is not served under its other names to its owner either: one file, one name', async () => {
    for (const path of sidePathsOf(fingerprintKey))
      expect([400, 404], path).toContain((await get(path, owen)).status);
  });
});

describe('a private picture under its own name', () => {
  it('is refused to strangers at every width, and served to its owner with private, no-store', async () => {
    for (const [key, owner, stranger] of [
      [fingerprintKey, owen, claire],
      [libraryKey, claire, owen],
      [thumbnailKey, claire, owen],
    ] as const) {
      for (const path of [`/media/${key}`, `/media/${key}?w=320`, `/media/${key}?w=160`]) {
        const mine = await get(path, owner);
        expect(mine.status, path).toBe(200);
        expect(mine.headers['cache-control']).toBe('private, no-store');
        for (const token of [undefined, stranger]) {
          const refused = await get(path, token);
          expect(refused.status, path).toBe(404);
          expect(refused.headers['cache-control']).toBe('private, no-store');
        }
      }
    }
  });
});

describe('a catalogue picture', () => {
  it('still loads for everyone with its year-long public cache, also resized', async () => {
    const page = await t.send(getCategoryProducts, { query: { pageSize: 1 } }, { as: 'anonymous' });
    const [url] = page.value.items[0]!.productImageURLs;
    for (const path of [url!, `${url}?w=320`]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // Its other names are no names either: one file has one URL, the one caches keep.
    expect((await get(url!.replace('/media/', '/media/./'))).status).toBe(404);
  });
});
