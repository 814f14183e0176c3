import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ifNoneMatchMatches, mountBuiltAssets } from './built-assets';

const script = Buffer.from(`export const ring = ${JSON.stringify('Signet '.repeat(400))};\n`);
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'built-assets-'));
  writeFileSync(path.join(dir, 'app-Ab12.js'), script);
  writeFileSync(path.join(dir, 'app-Ab12.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'app-Ab12.js.gz'), gzipSync(script));
  writeFileSync(path.join(dir, 'tiny-Cd34.css'), 'a{color:red}');
  app = Fastify();
  mountBuiltAssets(app, dir);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send('This page could not be found'));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('built assets', () => {
  it('sends the Brotli or gzip twin as the browser accepts, cached for a year', async () => {
    const br = await get('/assets/app-Ab12.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.rawPayload).toEqual(brotliCompressSync(script));

    const gzip = await get('/assets/app-Ab12.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload).toEqual(gzipSync(script));
  });

  it('sends the file as it is to a browser that takes no encoding, and a file the build left uncompressed', async () => {
    const plain = await get('/assets/app-Ab12.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(script);
    const tiny = await get('/assets/tiny-Cd34.css', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(tiny.body).toBe('a{color:red}');
  });

  it('answers 304 to a copy the browser already has, and an unknown name is not found', async () => {
    const first = await get('/assets/app-Ab12.js');
    const again = await get('/assets/app-Ab12.js', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const missing = await get('/assets/nothing-Zz99.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('This page could not be found');
  });

  it('answers 304 to a weak tag, a list that holds the tag, and `*` (RFC 9110 §13.1.2), 200 to any other tag', async () => {
    const etag = (await get('/assets/app-Ab12.js')).headers.etag as string;
    for (const header of [`W/${etag}`, `"other", ${etag}`, `W/"other",W/${etag}`, '*', ` ${etag} `]) {
      const again = await get('/assets/app-Ab12.js', { 'if-none-match': header });
      expect(again.statusCode, header).toBe(304);
      expect(again.headers.etag, header).toBe(etag);
      expect(again.headers['cache-control'], header).toBe('public, max-age=31536000, immutable');
    }
    for (const header of ['"other"', `"${etag}"`, etag.slice(0, -2) + '"', 'W/"other", "x"', ''])
      expect((await get('/assets/app-Ab12.js', { 'if-none-match': header })).statusCode, header).toBe(200);
  });
});

describe('If-None-Match', () => {
  it('compares weakly, element by element', () => {
    expect(ifNoneMatchMatches(undefined, '"a"')).toBe(false);
    expect(ifNoneMatchMatches('W/"a"', '"a"')).toBe(true);
    expect(ifNoneMatchMatches('"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchMatches('"b","a"', '"a"')).toBe(true);
    expect(ifNoneMatchMatches('"a,b"', '"a"')).toBe(false);
    expect(ifNoneMatchMatches('"ab"', '"a"')).toBe(false);
  });
});
