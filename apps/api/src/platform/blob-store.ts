import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { AppError } from './errors';

/**
 * Where media bytes live, under keys like `media-library/<uuid>.png`. One instance uses the disk under DATA_DIR/media;
 * several instances share S3-compatible object storage (docs/decisions.md "Media storage").
 */
export interface BlobStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Lets go of connections when the server closes. */
  close?(): void;
  /** Removes what writes cut short left behind (the disk's half-written files); how many. */
  sweepPartials?(): Promise<number>;
  /** Throws unless the store answers within `limitMs` (readiness: a store shared over the network). */
  check?(limitMs: number): Promise<void>;
}

/**
 * A key never leaves its root and has one name: `.`, `..`, absolute paths and empty segments are refused as missing
 * files (the disk would resolve `a/./b` to `a/b`, and some S3-compatible stores normalise it too).
 */
function checkedKey(key: string): string {
  if (
    !/^[A-Za-z0-9._/-]+$/.test(key) ||
    key.split('/').some((part) => part === '' || part === '.' || part === '..')
  )
    throw new AppError('NOT_FOUND', 'The file was not found');
  return key;
}

const PARTIAL = '.part';

export class DiskBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private fileOf(key: string): string {
    const file = path.resolve(this.root, checkedKey(key));
    if (!file.startsWith(path.resolve(this.root) + path.sep))
      throw new AppError('NOT_FOUND', 'The file was not found');
    return file;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside and renamed: a reader never sees half a file.
    const partial = `${file}.${randomUUID()}${PARTIAL}`;
    try {
      await writeFile(partial, data);
      await rename(partial, file);
    } catch (error) {
      // A full disk leaves half a file: gone with the failure rather than filling the disk further.
      await rm(partial, { force: true });
      throw error;
    }
  }

  /**
   * Removes the half-written files a crash left (a process killed mid-write cannot remove its own). Only those older
   * than a minute: another instance sharing the folder may be writing one now. Answers how many were removed.
   */
  async sweepPartials(now = Date.now()): Promise<number> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    let removed = 0;
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith(PARTIAL)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
      if (now - mtimeMs < 60_000) continue;
      await rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }

  async get(key: string): Promise<Buffer | null> {
    return readFile(this.fileOf(key)).catch(() => null);
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }
}

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region: string;
  /** None: the SDK's own chain (an instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Keys are stored under this prefix (several installs in one bucket). */
  prefix: string;
}

/**
 * Time limits of the S3 client: a store that accepts connections and never answers must not hold a request for ever
 * (the SDK's default is no limit). A read or a delete gets its answer's headers within REQUEST_LIMIT_MS; an upload is
 * given that plus its size at the slowest rate we accept, so a file of UPLOAD_LIMIT_BYTES (20 MiB by default) has
 * 30 s. A body that stops flowing for SOCKET_IDLE_LIMIT_MS is given up. One retry: a frozen store answers an error
 * within about twice a limit, not the SDK's three tries.
 */
const CONNECT_LIMIT_MS = 3_000;
const REQUEST_LIMIT_MS = 10_000;
const SOCKET_IDLE_LIMIT_MS = 30_000;
const SLOWEST_UPLOAD_BYTES_PER_MS = 1_048_576 / 1_000;
const uploadLimitMs = (bytes: number) => REQUEST_LIMIT_MS + Math.ceil(bytes / SLOWEST_UPLOAD_BYTES_PER_MS);

export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      maxAttempts: 2,
      requestHandler: {
        connectionTimeout: CONNECT_LIMIT_MS,
        requestTimeout: REQUEST_LIMIT_MS,
        // Without it the SDK only warns when a request passes its limit, and goes on waiting.
        throwOnRequestTimeout: true,
        socketTimeout: SOCKET_IDLE_LIMIT_MS,
      },
    });
  }

  private objectKey(key: string): string {
    return this.settings.prefix + checkedKey(key);
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        Body: data,
        ContentType: contentType,
      }),
      { requestTimeout: uploadLimitMs(data.length) },
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
    );
  }

  async check(limitMs: number): Promise<void> {
    // Aborted at the limit: no retry of a probe that already failed its time.
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }), {
      abortSignal: AbortSignal.timeout(limitMs),
      requestTimeout: limitMs,
    });
  }

  close(): void {
    this.client.destroy();
  }
}
