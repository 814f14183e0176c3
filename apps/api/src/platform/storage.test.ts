import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BlobStore, DiskBlobStore } from './blob-store';
import { IMAGE_WIDTHS, isCanonicalKey, MediaStorage } from './storage';

/** A disk store that counts what it is asked for. */
class CountingStore implements BlobStore {
  gets = 0;
  puts = 0;
  constructor(private readonly disk: DiskBlobStore) {}
  get(key: string) {
    this.gets += 1;
    return this.disk.get(key);
  }
  put(key: string, data: Buffer) {
    this.puts += 1;
    return this.disk.put(key, data);
  }
  delete(key: string) {
    return this.disk.delete(key);
  }
}

const picture = () =>
  sharp({ create: { width: 1400, height: 900, channels: 3, background: '#c9a227' } })
    .png()
    .toBuffer();

describe('media storage', () => {
  let dir: string;
  let store: CountingStore;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'media-storage-'));
    store = new CountingStore(new DiskBlobStore(dir));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('resizes a picture once and serves it again without asking the store', async () => {
    const media = new MediaStorage(store);
    const key = await media.saveImage('products', await picture());
    const first = await media.readResized(key, 320);
    expect((await sharp(first!).metadata()).width).toBe(320);
    const asked = store.gets;
    const again = await media.readResized(key, 320);
    expect(again?.equals(first!)).toBe(true);
    expect(store.gets).toBe(asked);
    expect(store.puts).toBe(2);
    // Another server (or this one after a restart) finds the copy in the store and does not resize again.
    const other = new MediaStorage(store);
    expect((await other.readResized(key, 320))?.equals(first!)).toBe(true);
    expect(store.puts).toBe(2);
  });

  it('removes a picture at every width, on this server and in the store', async () => {
    const media = new MediaStorage(store);
    const key = await media.saveImage('products', await picture());
    for (const width of IMAGE_WIDTHS) expect(await media.readResized(key, width)).not.toBeNull();
    await media.remove(key);
    expect(await media.read(key)).toBeNull();
    for (const width of IMAGE_WIDTHS) expect(await media.readResized(key, width)).toBeNull();
    expect(await new MediaStorage(store).readResized(key, 320)).toBeNull();
  });

  it('keeps no more copies in memory than its budget allows', async () => {
    const sizeOf = async (media: MediaStorage) =>
      (await media.readResized(await media.saveImage('products', await picture()), 320))!.length;
    // Four copies fit, the fifth pushes the oldest out.
    const media = new MediaStorage(store, Math.ceil(4.5 * (await sizeOf(new MediaStorage(store)))));
    const keys: string[] = [];
    for (let i = 0; i < 5; i += 1) keys.push(await media.saveImage('products', await picture()));
    for (const key of keys) await media.readResized(key, 320);
    let asked = store.gets;
    await media.readResized(keys[4]!, 320);
    expect(store.gets).toBe(asked);
    await media.readResized(keys[0]!, 320);
    expect(store.gets).toBe(asked + 1);
    asked = store.gets;
    await media.readResized(keys[0]!, 320);
    expect(store.gets).toBe(asked);
  });
});

describe('media keys', () => {
  it('have one name: no `.`, `..`, empty or dot-led segment, nothing left encoded', () => {
    for (const key of [
      'products/a1.png',
      'media-library/demo/heart-pendant.thumb.webp',
      'fingerprints/demo-2.png',
    ])
      expect(isCanonicalKey(key), key).toBe(true);
    for (const key of [
      '',
      './fingerprints/a.png',
      'fingerprints/./a.png',
      'fingerprints/../fingerprints/a.png',
      '../a.png',
      '/fingerprints/a.png',
      'fingerprints//a.png',
      'fingerprints/a.png/',
      '.resized/320/fingerprints/a.png.webp',
      'fingerprints/.a.png',
      '%2E/fingerprints/a.png',
      'fingerprints\\a.png',
      'fingerprints/a\u0000.png',
    ])
      expect(isCanonicalKey(key), key).toBe(false);
  });

  describe('in the store', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'media-keys-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('serves a resized picture when the disk cannot keep its copy', async () => {
      const media = new MediaStorage(new DiskBlobStore(dir));
      const key = await media.saveImage('products', await picture());
      // The copies' folder cannot be made (a file stands where it would go), as on a full or read-only disk.
      writeFileSync(path.join(dir, '.resized'), '');
      const resized = await media.readResized(key, 320);
      expect((await sharp(resized!).metadata()).width).toBe(320);
    });

    it('leaves no half-written file behind a failed write, and sweeps those a crash left', async () => {
      const disk = new DiskBlobStore(dir);
      mkdirSync(path.join(dir, 'products', 'taken.png'), { recursive: true }); // a folder where the file would go
      await expect(disk.put('products/taken.png', Buffer.from('x'))).rejects.toThrow();
      expect(readdirSync(path.join(dir, 'products')).filter((name) => name.endsWith('.part'))).toEqual([]);

      const old = path.join(dir, 'products', 'a.png.1.part');
      const fresh = path.join(dir, 'products', 'b.png.2.part');
      writeFileSync(old, 'half');
      writeFileSync(fresh, 'half, being written by another instance');
      utimesSync(old, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
      expect(await disk.sweepPartials()).toBe(1);
      expect(readdirSync(path.join(dir, 'products')).sort()).toEqual(['b.png.2.part', 'taken.png']);
    });

    it('read a file and its resized copy by the canonical key only', async () => {
      const media = new MediaStorage(new DiskBlobStore(dir));
      const key = await media.saveImage('fingerprints', await picture());
      expect(await media.readResized(key, 320)).not.toBeNull();
      expect(await media.read(key)).not.toBeNull();
      for (const other of [`./${key}`, `fingerprints/../${key}`, `.resized/320/${key}.webp`]) {
        expect(await media.read(other), other).toBeNull();
        expect(await media.readResized(other, 320), other).toBeNull();
      }
      // The disk would resolve `./`; the store refuses it as a missing file instead.
      expect(await new DiskBlobStore(dir).get(`./${key}`).catch(() => 'refused')).toBe('refused');
      await expect(media.write(`./${key}`, Buffer.from('x'))).rejects.toThrow();
    });
  });
});
