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
  constructor(readonly store: BlobStore) {}

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

  /** A resized WebP copy, made once and kept beside the original. */
  async readResized(key: string, width: number): Promise<Buffer | null> {
    const cached = `.resized/${width}/${key}.webp`;
    const hit = await this.read(cached);
    if (hit) return hit;
    const original = await this.read(key);
    if (!original) return null;
    const resized = await sharp(original)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    await this.store.put(cached, resized, 'image/webp');
    return resized;
  }

  async remove(key: string): Promise<void> {
    await this.store.delete(key);
  }
}

export const mediaUrl = (key: string | null) => (key ? `/media/${key}` : null);
export const keyOfMediaUrl = (url: string | null) =>
  url?.startsWith('/media/') ? url.slice('/media/'.length) : null;
