import { AppError } from '../platform/errors';
import { sharedPlugin } from './shared-plugin';

/**
 * Schemas are zod: validation happens in registerRoutes (platform/route.ts) so that every bad field of params, query
 * and body is listed, and answers are plain JSON. A JSON body must be UTF-8: broken bytes are refused, not silently
 * turned into U+FFFD and stored.
 */
export const jsonBodies = sharedPlugin('json-bodies', async (app) => {
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new AppError('VALIDATION', 'The request body is not valid UTF-8'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
});
