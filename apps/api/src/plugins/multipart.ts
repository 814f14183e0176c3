import fastifyMultipart from '@fastify/multipart';
import type { Config } from '../config';
import { sharedPlugin } from './shared-plugin';

/** File uploads (multipart bodies) under /api, each file up to UPLOAD_LIMIT_BYTES. */
export const multipart = sharedPlugin<{ config: Config }>('multipart', async (api, { config }) => {
  await api.register(fastifyMultipart, {
    limits: { fileSize: config.UPLOAD_LIMIT_BYTES, files: 20, fields: 200 },
  });
});
