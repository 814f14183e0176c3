import { installCachingHeaders } from '../platform/caching-headers';
import { sharedPlugin } from './shared-plugin';

/** Cache-Control and Vary of the API's answers (platform/caching-headers.ts). */
export const cachingHeaders = sharedPlugin('caching-headers', async (app) => {
  installCachingHeaders(app);
});
