import path from 'node:path';
import { AUTH_COOKIE_NAME } from '@portal/shared/constants/index';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { authenticate, bearerToken } from './authenticate';
import { PRIVATE_NO_STORE } from './caching-headers';
import { errorEnvelope } from './envelope';
import type { Services } from './request-context';
import type { Scope } from './scope';
import { IMAGE_WIDTHS, isCanonicalKey, resizedWebp } from './storage';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.tif': 'image/tiff',
};

/**
 * Whether the caller may see the private file under `key` (the one who may see the order it belongs to). `width` is the
 * resized copy asked for, null for the original file itself (a check that records accesses tells the two apart).
 */
export type PrivateMediaCheck = (
  db: Db,
  scope: Scope,
  key: string,
  asked: { width: number | null },
) => Promise<boolean>;

export interface MediaRouteOptions {
  /** Makes a missing file that can be generated (demo pictures) on its first request. */
  generate?: (key: string) => Promise<Buffer | null>;
  /** Top folders whose files belong to an order: served only to a session that may see it, never cached publicly. */
  privateFolders: Record<string, PrivateMediaCheck>;
}

/** An <img> sends no bearer header: the web app's auth cookie carries the same access token. */
function tokenOf(request: Parameters<typeof bearerToken>[0]): string | null {
  const bearer = bearerToken(request);
  if (bearer) return bearer;
  const raw = (request as { cookies?: Record<string, string | undefined> }).cookies?.[AUTH_COOKIE_NAME];
  if (!raw) return null;
  try {
    const { token } = JSON.parse(raw) as { token?: unknown };
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

const notFound = (reply: FastifyReply) =>
  reply
    .status(404)
    .send(errorEnvelope([{ key: 'notFound', value: 'The file was not found' }], ['The file was not found']));

/** GET /media/<key>[?w=320]: stored media, optionally resized to one of IMAGE_WIDTHS (as WebP). */
export function registerMediaRoute(
  app: FastifyInstance,
  services: Services,
  options: MediaRouteOptions,
): void {
  const storage = services.media;
  /**
   * Draws a missing file that can be generated (demo pictures), keeps it when the storage takes it, and serves it
   * (at `width` when asked) even when it does not: a full or read-only disk costs the copy, not the picture.
   */
  const generate = async (key: string, width: number | null, log: FastifyBaseLogger) => {
    const made = options.generate ? await options.generate(key) : null;
    if (!made) return null;
    try {
      await storage.write(key, made);
    } catch (error) {
      log.warn({ err: error, key }, 'a generated picture could not be stored: served without keeping it');
      return width ? resizedWebp(made, width) : made;
    }
    return width ? storage.readResized(key, width) : made;
  };
  // A folder's privacy holds whatever the case of its name (a case-insensitive disk would serve `Fingerprints/`).
  const privateFolders = new Map(
    Object.entries(options.privateFolders).map(([folder, check]) => [folder.toLowerCase(), check]),
  );
  /**
   * A private file's check; another customer's file answers as missing (api-conventions: never reveal it exists). The
   * key is canonical here, so its first segment is the folder the store files it under; a resized copy is asked for
   * by its original's key (`?w=`), so it is exactly as private as its original.
   */
  const mayServe = async (request: Parameters<typeof bearerToken>[0], key: string, width: number | null) => {
    const check = privateFolders.get(key.split('/')[0]!.toLowerCase());
    if (!check) return { allowed: true, isPrivate: false };
    const token = tokenOf(request);
    if (!token) return { allowed: false, isPrivate: true };
    const scope = await authenticate(services, request, { allowPasswordChange: false }, token).catch(
      () => null,
    );
    return { allowed: scope !== null && (await check(services.db, scope, key, { width })), isPrivate: true };
  };
  app.get<{ Params: { '*': string }; Querystring: { w?: string } }>(
    '/media/*',
    { config: { permission: ['public'] }, schema: { hide: true } },
    async (request, reply) => {
      // The router decoded the path once; a key that is not canonical after that names no file (`./`, `%2E/`, `..`,
      // `//`, `%252E`, the storage's own `.resized/` area), before any decision is read from it.
      const key = request.params['*'];
      if (!isCanonicalKey(key)) return notFound(reply);
      const width = request.query.w ? Number(request.query.w) : null;
      if (width !== null && !(IMAGE_WIDTHS as readonly number[]).includes(width)) {
        return reply
          .status(400)
          .send(
            errorEnvelope(
              [{ key: 'w', value: `Width must be one of ${IMAGE_WIDTHS.join(', ')}` }],
              ['Bad width'],
            ),
          );
      }
      const access = await mayServe(request, key, width);
      if (access.isPrivate) reply.header('cache-control', PRIVATE_NO_STORE);
      if (!access.allowed) return notFound(reply);
      const read = () => (width ? storage.readResized(key, width) : storage.read(key));
      // A stored file is read once (a picture's resized copy without its original); a missing one is drawn if it
      // can be, and a private one only once the caller may see it (demo fingerprints).
      const data = (await read()) ?? (await generate(key, width, request.log));
      if (!data) return notFound(reply);
      // Fingerprints, order notes, designs and library files are personal data: never kept by any cache.
      if (!access.isPrivate) reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.type(
        width ? 'image/webp' : (TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream'),
      );
      return reply.send(data);
    },
  );
}
