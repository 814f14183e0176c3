import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './html-compression';

/** One hashed file of the web build with the Brotli and gzip twins the build wrote beside it. */
interface BuiltAsset {
  type: string;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

/**
 * The build's `assets/` folder, read once at start (7 MB with the compressed twins): a hashed name never changes
 * content, so a request is a map lookup and a write, with no file system call (docs/benchmarks.md: a static asset at
 * half the health call's rate; through @fastify/static each request stat-ed and streamed the file).
 */
export function loadBuiltAssets(assetsDir: string): Map<string, BuiltAsset> {
  const assets = new Map<string, BuiltAsset>();
  if (!existsSync(assetsDir)) return assets;
  const names = new Set(readdirSync(assetsDir));
  for (const name of names) {
    const type = TYPES[path.extname(name)];
    if (!type) continue;
    const identity = readFileSync(path.join(assetsDir, name));
    const twin = (suffix: string) =>
      names.has(name + suffix) ? readFileSync(path.join(assetsDir, name + suffix)) : undefined;
    const etag = `"${createHash('sha1').update(identity).digest('base64url').slice(0, 16)}"`;
    assets.set(name, { type, etag, identity, br: twin('.br'), gzip: twin('.gz') });
  }
  return assets;
}

/**
 * Whether an If-None-Match header matches `etag` (RFC 9110 §13.1.2): `*` matches any current file, else the header is
 * a comma-separated list of entity tags compared weakly (a `W/` prefix on either side is ignored, the quoted opaque
 * tags must be equal).
 */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  // An entity tag is `"` etagc* `"` and etagc excludes `"` (RFC 9110 §8.8.3), so the list splits on its tags.
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === wanted);
}

function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: BuiltAsset) {
  reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('vary', 'accept-encoding')
    .header('etag', asset.etag)
    .type(asset.type);
  if (ifNoneMatchMatches(request.headers['if-none-match'], asset.etag)) return reply.status(304).send();
  // The build writes both twins or neither (a file too small to gain from it).
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const encoded = encoding && asset[encoding];
  if (!encoded) return reply.send(asset.identity);
  reply.header('content-encoding', encoding);
  return reply.send(encoded);
}

/** Serves `/assets/{name}` from memory; an unknown name falls through to the not-found handling (the 404 page). */
export function mountBuiltAssets(app: FastifyInstance, assetsDir: string): void {
  const assets = loadBuiltAssets(assetsDir);
  app.get<{ Params: { name: string } }>(
    '/assets/:name',
    // Already compressed, or too small to gain from it.
    { compress: false } as object,
    (request, reply) => {
      const asset = assets.get(request.params.name);
      if (!asset) return reply.callNotFound();
      return sendAsset(request, reply, asset);
    },
  );
}
