import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { BlobStore } from './blob-store';
import { AppError } from './errors';

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

  /** Writes under a key of the caller's choosing (generated pictures). */
  async write(key: string, data: Buffer, contentType = 'application/octet-stream'): Promise<void> {
    await this.store.put(key, data, contentType);
  }

  async read(key: string): Promise<Buffer | null> {
    return this.store.get(key).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
  }

  /** A resized WebP copy, made once and kept beside the original (and in memory while it is asked for). */
  async readResized(key: string, width: number): Promise<Buffer | null> {
    const copy = resizedKey(key, width);
    const kept = this.recent.get(copy);
    if (kept) {
      this.recent.delete(copy);
      this.recent.set(copy, kept);
      return kept;
    }
    const data = (await this.read(copy)) ?? (await this.resize(key, width, copy));
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
    const resized = await sharp(original)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    await this.store.put(copy, resized, 'image/webp');
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

const resizedKey = (key: string, width: number) => `.resized/${width}/${key}.webp`;

export const mediaUrl = (key: string | null) => (key ? `/media/${key}` : null);
export const keyOfMediaUrl = (url: string | null) =>
  url?.startsWith('/media/') ? url.slice('/media/'.length) : null;
