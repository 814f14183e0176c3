import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import type { Config } from '../config';
import { sharedPlugin } from './shared-plugin';

/** Cookies parsed; CORS is closed unless CORS_ORIGINS names the origins allowed to call the API from a browser. */
export const cookiesAndCors = sharedPlugin<{ config: Config }>(
  'cookies-and-cors',
  async (app, { config }) => {
    await app.register(fastifyCookie);
    if (config.CORS_ORIGINS.length > 0) {
      await app.register(fastifyCors, { origin: config.CORS_ORIGINS, credentials: true });
    }
  },
);
