import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { errorEnvelope } from './envelope';
import { requestLanguage } from './language';
import { translateMessage } from './messages';
import { databaseUnavailableReason, UNAVAILABLE_MESSAGE } from './unavailable';

const RETRY_MS = 2_000;

/**
 * Starting while PostgreSQL is out of reach (a managed database restarting, a failover, containers started in any
 * order): the process stays up and waits for it. Meanwhile a stand-in server on the product's port says "alive" to
 * /api/health/live and 503 to everything else, so that an orchestrator neither kills the process nor sends it users.
 * Resolves once the database answers, with the stand-in closed and the port free for the product.
 */
export async function waitForDatabase(
  database: Database,
  config: Config,
  logger: FastifyServerOptions['logger'],
  where: string,
): Promise<void> {
  const firstTry = await reachable(database);
  if (firstTry === null) return;
  const room = Fastify({ logger, forceCloseConnections: true });
  room.log.warn(
    `database: PostgreSQL at ${where} is out of reach (${firstTry}); waiting for it, retrying every ${RETRY_MS / 1000} s and answering 503 meanwhile`,
  );
  room.get('/api/health/live', async () => ({ status: 'ok' }));
  room.all('/*', async (request, reply) => {
    const message = translateMessage(requestLanguage(request), UNAVAILABLE_MESSAGE);
    return reply
      .status(503)
      .header('retry-after', '5')
      .send(errorEnvelope([{ key: 'unavailable', value: message }], [message]));
  });
  await room.listen({ host: config.HOST, port: config.PORT });
  const stop = () => void room.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  try {
    while ((await reachable(database)) !== null) await new Promise((r) => setTimeout(r, RETRY_MS));
    room.log.info('database: reachable again, starting');
  } finally {
    process.off('SIGTERM', stop);
    process.off('SIGINT', stop);
    await room.close();
  }
}

/** Null when the database answers; else why not. Any other error than being out of reach is thrown. */
async function reachable(database: Database): Promise<string | null> {
  try {
    await database.ping();
    return null;
  } catch (error) {
    const reason = databaseUnavailableReason(error);
    if (reason === null) throw error;
    return reason;
  }
}
