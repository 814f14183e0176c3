import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { BlobStore } from './blob-store';
import { AppError } from './errors';
import { countCacheLookup } from './metrics';

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);
const EXTENSIONS: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
  tiff: 'tif',
};
/** The widths images are served at (srcset); anything else would let a client fill the cache. */
export const IMAGE_WIDTHS = [160, 320, 640, 960, 1280] as const;

/** Where resized copies are kept: a storage area of its own, never a key a client names (docs/decisions.md). */
const RESIZED_AREA = '.resized';
/** A segment of a key: letters, digits, `.`, `_`, `-`, and no leading dot (`.`, `..` and the storage's own areas). */
const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Whether `key` is a media key as stored and as every decision about it reads it: non-empty segments of KEY_SEGMENT.
 * Anything else (`./fingerprints/x.png`, `a//b`, `fingerprints/../x`, `.resized/320/...`) would be a second name
 * for a stored file, and a privacy rule read on the first segment would not see it (docs/decisions.md "Canonical media
 * keys").
 */
export const isCanonicalKey = (key: string): boolean =>
  key.length > 0 && key.length <= 512 && key.split('/').every((segment) => KEY_SEGMENT.test(segment));

/**
 * Media files under unique keys (`categories/<uuid>.png`), served at /media/<key>, kept in a BlobStore: the disk under
 * DATA_DIR/media, or S3-compatible storage shared by every instance. Keys never repeat, so responses are cached for a
 * year.
 */
export class MediaStorage {
  /** Resized copies most recently served, oldest first: a page's pictures cost what a static file does. */
  private readonly recent = new Map<string, Buffer>();
  private recentBytes = 0;

  constructor(
    readonly store: BlobStore,
    private readonly memoryBytes = 32 * 1024 * 1024,
  ) {}

  /** Stores an uploaded image after checking it is one (by its content, not its name); 415 otherwise. */
  async saveImage(folder: string, data: Buffer): Promise<string> {
    const format = await sharp(data)
      .metadata()
      .then((m) => m.format)
      .catch(() => undefined);
    if (!format || !IMAGE_FORMATS.has(format))
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'The file is not an image (JPEG, PNG, WebP, GIF, AVIF or TIFF)',
      );
    const key = `${folder}/${randomUUID()}.${EXTENSIONS[format]}`;
    await this.store.put(key, data, `image/${format}`);
    return key;
  }

  /** Writes under a key of the caller's choosing (generated pictures), canonical like every key read back. */
  async write(key: string, data: Buffer, contentType = 'application/octet-stream'): Promise<void> {
    if (!isCanonicalKey(key)) throw new AppError('VALIDATION', `Not a media key: ${key}`);
    await this.store.put(key, data, contentType);
  }

  /** A stored file by its canonical key; any other name (the resized copies' area included) is missing. */
  async read(key: string): Promise<Buffer | null> {
    return isCanonicalKey(key) ? this.readStored(key) : null;
  }

  private async readStored(key: string): Promise<Buffer | null> {
    return this.store.get(key).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
  }

  /** A resized WebP copy, made once and kept beside the original (and in memory while it is asked for). */
  async readResized(key: string, width: number): Promise<Buffer | null> {
    if (!isCanonicalKey(key)) return null;
    const copy = resizedKey(key, width);
    const kept = this.recent.get(copy);
    countCacheLookup('media-resized', kept !== undefined);
    if (kept) {
      this.recent.delete(copy);
      this.recent.set(copy, kept);
      return kept;
    }
    const data = (await this.readStored(copy)) ?? (await this.resize(key, width, copy));
    if (data) this.keep(copy, data);
    return data;
  }

  /** Removes the file and its resized copies: a removed picture is gone at every width. */
  async remove(key: string): Promise<void> {
    const copies = IMAGE_WIDTHS.map((width) => resizedKey(key, width));
    for (const copy of copies) this.forget(copy);
    await Promise.all(copies.map((copy) => this.store.delete(copy)));
    await this.store.delete(key);
  }

  private async resize(key: string, width: number, copy: string): Promise<Buffer | null> {
    const original = await this.read(key);
    if (!original) return null;
    const resized = await resizedWebp(original, width);
    // A full or read-only disk loses the kept copy, not the picture: it is served, and made again next time.
    await this.store.put(copy, resized, 'image/webp').catch(() => undefined);
    return resized;
  }

  private keep(copy: string, data: Buffer): void {
    // One large file must not push out every small one.
    if (data.length > this.memoryBytes / 4) return;
    this.forget(copy);
    this.recent.set(copy, data);
    this.recentBytes += data.length;
    for (const [oldest, bytes] of this.recent) {
      if (this.recentBytes <= this.memoryBytes) break;
      this.recent.delete(oldest);
      this.recentBytes -= bytes.length;
    }
  }

  private forget(copy: string): void {
    const kept = this.recent.get(copy);
    if (kept) this.recentBytes -= kept.length;
    this.recent.delete(copy);
  }
}

/** A picture at `width` (never enlarged) as WebP, turned upright from its EXIF orientation. */
export const resizedWebp = (picture: Buffer, width: number) =>
  sharp(picture).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();

const resizedKey = (key: string, width: number) => `${RESIZED_AREA}/${width}/${key}.webp`;

export const mediaUrl = (key: string | null) => (key ? `/media/${key}` : null);
export const keyOfMediaUrl = (url: string | null) =>
  url?.startsWith('/media/') ? url.slice('/media/'.length) : null;
