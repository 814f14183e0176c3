import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mountBuiltAssets } from './built-assets';
import { contentGeneration } from './content-generation';
import { hasAuthCookie, PageCache, type CachedPage } from './page-cache';
import { PRIVATE_NO_STORE } from './caching-headers';
import { sendPage } from './html-compression';
import { type ContentSecurityPolicy, SCRIPT_NONCE_HEADER, scriptNonce } from './script-nonce';

export type WebHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * The request React Router renders. Its URL takes the trusted origin, never the Host header: a forged Host
 * would otherwise reach canonical links, hreflang and og:url, and through the page cache every later visitor.
 */
export function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  headers.set('host', new URL(origin).host);
  headers.delete('x-forwarded-host');
  // Only the server names the nonce of the response's scripts; a caller's header is replaced.
  headers.set(SCRIPT_NONCE_HEADER, scriptNonce(request.raw));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const controller = new AbortController();
  request.raw.on('aborted', () => controller.abort());
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendFetchResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  // A page rendered for a signed-in visitor, or one that hands out cookies (sign-in, token rotation), is theirs alone:
  // no shared cache may keep it nor a browser store it (docs/decisions.md "Caching of personal answers").
  if (hasAuthCookie(request.headers.cookie) || cookies.length > 0)
    reply.header('cache-control', PRIVATE_NO_STORE);
  if (!response.body) return reply.send();
  return sendPage(request, reply, Readable.fromWeb(response.body as NodeReadableStream));
}

/**
 * Serves the React app: its built assets as static files (hashed names, cached for a year) and every other path that is
 * not /api through React Router's server build. Absent a web build (API-only tests), returns null.
 */
export async function mountWeb(
  app: FastifyInstance,
  buildDir: string,
  origin: () => string,
  policy: ContentSecurityPolicy,
): Promise<WebHandler | null> {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  const clientDir = path.join(buildDir, 'client');
  if (!existsSync(serverEntry) || !existsSync(clientDir)) return null;
  mountBuiltAssets(app, path.join(clientDir, 'assets'));
  // The few files beside the hashed assets (the favicon, ...) are served from disk.
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    globIgnore: ['assets/**'],
    index: false,
    // The build writes app.js.br and app.js.gz beside app.js (apps/web/scripts/precompress.mjs): sent as they are.
    preCompressed: true,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=3600'),
  });
  const { createRequestHandler } = await import('react-router');
  const build = await import(pathToFileURL(serverEntry).href);
  return pageHandler(createRequestHandler(build, 'production'), origin, policy);
}

/**
 * Answers a page through React Router's handler: storefront pages for visitors who are not signed in through the page
 * cache, every other page rendered for its request alone.
 */
export function pageHandler(
  handle: (request: Request) => Promise<Response>,
  origin: () => string,
  policy: ContentSecurityPolicy,
): WebHandler {
  const cache = new PageCache();
  return async (request, reply) => {
    const nonce = scriptNonce(request.raw);
    reply.header('content-security-policy', policy.page(nonce));
    const key = cache.keyOf(request.method, request.url, request.headers.cookie);
    if (!key) return sendFetchResponse(request, reply, await handle(toFetchRequest(request, origin())));
    const hit = cache.get(key);
    if (hit) return sendCached(request, reply, hit, 'hit', nonce);
    const generation = contentGeneration();
    const response = await handle(toFetchRequest(request, origin()));
    // Kept only as every anonymous visitor would get it: not a page that sets cookies or says it is private.
    if (
      response.status !== 200 ||
      response.headers.getSetCookie().length > 0 ||
      /\b(?:private|no-store)\b/i.test(response.headers.get('cache-control') ?? '')
    )
      return sendFetchResponse(request, reply, response);
    // A kept page is kept in the pieces around this response's nonce; each later visitor's own nonce joins them.
    const html = Buffer.from(await response.arrayBuffer()).toString('utf8');
    const page = {
      status: response.status,
      headers: [...response.headers].filter(([name]) => name !== 'content-length'),
      pieces: html.split(`nonce="${nonce}"`).map((piece) => Buffer.from(piece)),
    };
    cache.set(key, page, generation);
    return sendCached(request, reply, page, 'miss', nonce);
  };
}

function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  state: 'hit' | 'miss',
  nonce: string,
): FastifyReply {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('x-page-cache', state);
  const attribute = Buffer.from(`nonce="${nonce}"`);
  const body = page.pieces.flatMap((piece, i) => (i === 0 ? [piece] : [attribute, piece]));
  return sendPage(request, reply, Buffer.concat(body));
}

/** apps/web/build, found from wherever the API runs (source, bundle or tests). */
export function defaultWebBuildDir(from: string): string {
  let dir = from;
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'apps', 'web', 'build');
    if (existsSync(path.join(dir, 'apps', 'web'))) return candidate;
    dir = path.dirname(dir);
  }
  return path.resolve('apps/web/build');
}
