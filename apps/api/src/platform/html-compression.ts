import type { Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** The encoding to answer with: Brotli when the browser takes it, else gzip, else none (q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

/**
 * The pages React Router renders are answered by the not-found handler, which @fastify/compress (a per-route hook)
 * does not reach: they are compressed here, on the fly, as they stream (Brotli at a quick level, or gzip).
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer | Readable,
): FastifyReply {
  reply.header('vary', 'accept-encoding');
  const encoding = request.method === 'HEAD' ? null : preferredEncoding(request.headers['accept-encoding']);
  if (!encoding || (Buffer.isBuffer(body) && body.length < 1024)) return reply.send(body);
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : createGzip({ level: 6 });
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  if (Buffer.isBuffer(body)) compressor.end(body);
  else body.pipe(compressor);
  return reply.send(compressor);
}
