import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { DiskBlobStore, S3BlobStore, type BlobStore } from '../platform/blob-store';
import { shareChangeSignals } from '../platform/change-signal';
import { shareContentChanges } from '../platform/content-generation';
import { MailSeal, Mailer } from '../platform/mail';
import { listenOrigin } from '../platform/public-origin';
import { closeRedis, openRedis } from '../platform/redis';
import type { Services } from '../platform/request-context';
import { MediaStorage } from '../platform/storage';
import { TokenSigner } from '../platform/tokens';
import type { BuildOptions } from './server-options';
import { sharedPlugin } from './shared-plugin';

/** What every call's service receives: the database, configuration, tokens, mail, media storage, clock and origin. */
export function createServices(app: FastifyInstance, options: BuildOptions): Services {
  const { config } = options;
  return {
    db: options.database.db,
    config,
    tokens: new TokenSigner(config.JWT_SECRET, config.JWT_PREVIOUS_SECRET),
    mailer: new Mailer(config.SMTP_URL, config.MAIL_FROM, new MailSeal(config.JWT_SECRET), app.log, {
      timeoutSeconds: config.SMTP_TIMEOUT_SECONDS,
      giveUpHours: config.MAIL_GIVE_UP_HOURS,
    }),
    media: new MediaStorage(blobStoreOf(config)),
    redis: config.REDIS_URL
      ? openRedis(config.REDIS_URL, (err) => app.log.warn({ err }, 'Redis (rate limit) unreachable'))
      : null,
    now: options.now ?? (() => new Date()),
    // One trusted origin for pages, links and mail, never the request's Host header (docs/decisions.md, "One trusted
    // origin").
    publicOrigin: () => config.PUBLIC_URL?.replace(/\/$/, '') ?? listenOrigin(app.server.address(), config),
  };
}

/** Media in S3-compatible storage when S3_BUCKET is set (every instance shares it), else on disk in DATA_DIR/media. */
function blobStoreOf(config: Config): BlobStore {
  if (!config.S3_BUCKET) return new DiskBlobStore(path.join(config.DATA_DIR, 'media'));
  return new S3BlobStore({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  });
}

/**
 * The services as `app.services`, closed with the server; the storefront's change signal and the modules' own
 * (`change-signal.ts`) shared between instances;
 * and `app.requestsInFlight()`, which shutdown waits on before closing the database.
 */
export const servicesLifecycle = sharedPlugin<{ services: Services; database: Database }>(
  'services',
  async (app, { services, database }) => {
    const stopSharingContentChanges = await shareContentChanges(database);
    const stopSharingChangeSignals = await shareChangeSignals(database);
    // In the background: a large media folder must not delay the start.
    void services.media.store.sweepPartials?.().then(
      (removed) => removed > 0 && app.log.info({ removed }, 'media: removed half-written files a crash left'),
      (error: unknown) => app.log.warn({ err: error }, 'media: half-written files could not be swept'),
    );
    // The outbox worker delivers mail from the start (mails a crash left queued or sending too) until the server closes.
    services.mailer.start(services.db);
    app.addHook('onClose', async () => {
      await stopSharingContentChanges();
      await stopSharingChangeSignals();
      await services.mailer.close();
      services.media.store.close?.();
      if (services.redis) await closeRedis(services.redis);
    });
    // A request ends when its response closes, sent or not: a client that gives up mid-request (a load generator
    // stopping) never gets an onResponse, and counting on that hook kept shutdown waiting for requests that were gone.
    let inFlight = 0;
    app.addHook('onRequest', async (_request, reply) => {
      inFlight += 1;
      reply.raw.once('close', () => {
        inFlight -= 1;
      });
    });
    app.decorate('services', services);
    app.decorate('requestsInFlight', () => inFlight);
  },
);
