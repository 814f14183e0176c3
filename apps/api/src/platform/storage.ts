import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
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
 * Media files in DATA_DIR/media under unique keys (`categories/<uuid>.png`), served at /media/<key>. Keys never repeat,
 * so responses are cached for a year.
 */
export class MediaStorage {
  constructor(private readonly root: string) {}

  private fileOf(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(path.resolve(this.root) + path.sep))
      throw new AppError('NOT_FOUND', 'The file was not found');
    return file;
  }

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
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    return key;
  }

  /** Writes under a key of the caller's choosing (generated pictures). */
  async write(key: string, data: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
  }

  async read(key: string): Promise<Buffer | null> {
    return readFile(this.fileOf(key)).catch(() => null);
  }

  /** A resized WebP copy, made once and kept beside the original. */
  async readResized(key: string, width: number): Promise<Buffer | null> {
    const cached = this.fileOf(path.join('.resized', String(width), `${key}.webp`));
    const hit = await readFile(cached).catch(() => null);
    if (hit) return hit;
    const original = await this.read(key);
    if (!original) return null;
    const resized = await sharp(original)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    await mkdir(path.dirname(cached), { recursive: true });
    await writeFile(cached, resized);
    return resized;
  }

  async remove(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }
}

export const mediaUrl = (key: string | null) => (key ? `/media/${key}` : null);
export const keyOfMediaUrl = (url: string | null) =>
  url?.startsWith('/media/') ? url.slice('/media/'.length) : null;
