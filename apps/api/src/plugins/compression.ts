import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { sharedPlugin } from './shared-plugin';

/**
 * HTML and JSON compressed on the fly above 1 KB (Brotli at a quick level, or gzip, as the browser accepts); the
 * built assets are compressed once at build time and skipped here, as are images.
 */
export const compression = sharedPlugin('compression', async (app) => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
