import { errorEnvelope } from '../platform/envelope';
import { installErrorHandler } from '../platform/error-handler';
import { requestLanguage } from '../platform/language';
import { translateMessage } from '../platform/messages';
import { sharedPlugin } from './shared-plugin';

/** Every error answered in the envelope, in the caller's language (platform/error-handler.ts). */
export const errorHandling = sharedPlugin('error-handling', async (app) => {
  installErrorHandler(app);
});

/** An unknown call under /api answers the envelope's 404, never the web app's page. */
export const unknownApiCall = sharedPlugin('unknown-api-call', async (api) => {
  api.setNotFoundHandler((request, reply) => {
    const message = translateMessage(
      requestLanguage(request),
      `No API call ${request.method} ${request.url.split('?')[0]}`,
    );
    void reply.status(404).send(errorEnvelope([{ key: 'notFound', value: message }], [message]));
  });
});
