import { sharedPlugin } from './shared-plugin';

/**
 * The URL as logged: a family link's token in the call's or the page's path (it opens a decedent's page) and a PIN or token in the query are secrets,
 * kept out of the log like card numbers (docs/decisions.md, "Family links").
 */
export function loggedUrl(url: string): string {
  return url
    .replace(/(\/(?:family|memorial)\/)[^/?#]+/, '$1[token]')
    .replace(/([?&](?:pin|token)=)[^&#]*/gi, '$1[hidden]');
}

/** A line per request at LOG_LEVEL=debug (one more on arrival at trace), and the request id on every answer. */
export const requestLog = sharedPlugin('request-log', async (app) => {
  if (app.log.level === 'trace')
    app.addHook('onRequest', (request, _reply, done) => {
      request.log.trace({ method: request.method, url: loggedUrl(request.url) }, 'request received');
      done();
    });
  if (app.log.level === 'debug' || app.log.level === 'trace')
    app.addHook('onResponse', (request, reply, done) => {
      request.log.debug(
        {
          method: request.method,
          url: loggedUrl(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
      done();
    });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', String(request.id));
  });
});
