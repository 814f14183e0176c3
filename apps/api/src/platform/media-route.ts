import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from './envelope';
import { IMAGE_WIDTHS, type MediaStorage } from './storage';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.tif': 'image/tiff',
};

/** GET /media/<key>[?w=320]: stored media, optionally resized to one of IMAGE_WIDTHS (as WebP). */
export function registerMediaRoute(
  app: FastifyInstance,
  storage: MediaStorage,
  generate?: (key: string) => Promise<Buffer | null>,
): void {
  // A file that can be generated (demo pictures) is made on its first request and kept.
  const ensure = async (key: string) => {
    if (!generate || (await storage.read(key))) return;
    const made = await generate(key);
    if (made) await storage.write(key, made);
  };
  app.get<{ Params: { '*': string }; Querystring: { w?: string } }>(
    '/media/*',
    { config: { permission: ['public'] }, schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*'];
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
      await ensure(key);
      const data = width ? await storage.readResized(key, width) : await storage.read(key);
      if (!data)
        return reply
          .status(404)
          .send(
            errorEnvelope([{ key: 'notFound', value: 'The file was not found' }], ['The file was not found']),
          );
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.type(
        width ? 'image/webp' : (TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream'),
      );
      return reply.send(data);
    },
  );
}
