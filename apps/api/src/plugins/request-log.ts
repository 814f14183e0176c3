import { sharedPlugin } from './shared-plugin';

/** A line per request at LOG_LEVEL=debug (one more on arrival at trace), and the request id on every answer. */
export const requestLog = sharedPlugin('request-log', async (app) => {
  if (app.log.level === 'trace')
    app.addHook('onRequest', (request, _reply, done) => {
      request.log.trace({ method: request.method, url: request.url }, 'request received');
      done();
    });
  if (app.log.level === 'debug' || app.log.level === 'trace')
    app.addHook('onResponse', (request, reply, done) => {
      request.log.debug(
        {
          method: request.method,
          url: request.url,
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
