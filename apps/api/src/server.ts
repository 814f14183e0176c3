import { randomBytes } from 'node:crypto';
import { accessSync, constants, mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { hasDemoData, isEmpty, seedDemo, seedReference } from './seed/index';
import { nmiConfigured, squareConfigured } from './modules/finance/gateways/index';
import { portalLogger } from './modules/finance/gateways/log-redaction';
import { waitForDatabase } from './platform/waiting-room';
import { startPaymentReconciliation } from './modules/finance/payments/reconcile';
import { startScheduledJobs } from './platform/scheduled-jobs';
import { scheduledJobs } from './scheduled-jobs';
import { sandboxProcessorSettings, startSandboxGateway } from '@portal/sandbox-gateway';

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const line of error.lines) console.error(`Configuration error: ${line}`);
      process.exit(1);
    }
    throw error;
  }
}

let config = readConfig();
const startedAt = performance.now();
// Every log line passes the card-number redaction: a card number never reaches a log.
const logger = portalLogger(
  config.LOG_LEVEL,
  process.stdout,
  config.LOG_FORMAT ?? (process.stdout.isTTY ? 'text' : 'json'),
);
requireWritableDataDir(config);
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
  statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  lockTimeoutMs: config.DATABASE_LOCK_TIMEOUT_MS,
  connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
});
if (config.DATABASE_URL) await waitForDatabase(database, config, logger, databaseHost(config.DATABASE_URL));
// Instances started together on one database take turns here: the first migrates and seeds, the others find it done.
let demoSeeded = false;
await database.exclusively(async () => {
  await database.migrate();
  await seedReference(database.db);
  // api-conventions: demo data on the first start of an empty embedded database, or when SEED_DEMO=1.
  if (
    config.SEED_DEMO ||
    (!config.DATABASE_URL && (await isEmpty(database.db)) && !(await hasDemoData(database.db)))
  ) {
    await seedDemo(database.db);
    demoSeeded = true;
  }
});

// Demo mode (SEED_DEMO, or the embedded database holding the demo data) without a card processor configured: the
// sandbox gateway serves both processors' contracts and hosted card fields on its own port (docs/architecture.md
// "Finance").
const demoMode = config.SEED_DEMO || (!config.DATABASE_URL && (await hasDemoData(database.db)));
const sandboxGateway =
  demoMode && !squareConfigured(config) && !nmiConfigured(config)
    ? await startSandboxGateway({ port: config.SANDBOX_GATEWAY_PORT, host: config.HOST })
    : null;
if (sandboxGateway) config = { ...config, ...sandboxProcessorSettings(sandboxGateway.url) };

// Server rendering calls the API in this same process over loopback, with a token that exempts it from the rate limit.
const internalToken = randomBytes(24).toString('base64url');
process.env.INTERNAL_API_TOKEN = internalToken;

const app = await buildApp({
  config,
  database,
  internalToken,
  logger,
});
app.log.info(
  config.DATABASE_URL
    ? `database: PostgreSQL at ${databaseHost(config.DATABASE_URL)}, schema up to date`
    : `database: embedded, in ${path.join(config.DATA_DIR, 'pgdata')}, schema up to date`,
);
if (demoSeeded)
  app.log.info('demo data: loaded into the empty database (catalogue, customers, orders, invoices)');
if (sandboxGateway)
  app.log.info({ url: sandboxGateway.url }, 'demo mode: card processors point at the sandbox gateway');
// Pending card payments are settled from the processor's answer; a pay request may still own one for twice the
// processor timeout, so the job leaves it alone until then.
const stopReconciliation = startPaymentReconciliation(database.db, config, {
  intervalMs: config.PAYMENT_RECONCILE_INTERVAL_MS,
  leaseMs: config.PAYMENT_TIMEOUT_MS * 2,
  onError: (error) => app.log.error({ err: error }, 'payment reconciliation failed'),
});
// Statements, memo invoicing, retention and the like run on their own; instances take turns (platform/scheduled-jobs.ts).
const stopScheduledJobs =
  config.SCHEDULED_JOBS_INTERVAL_MS === 0
    ? async () => {}
    : startScheduledJobs(app.services, scheduledJobs, {
        intervalMs: config.SCHEDULED_JOBS_INTERVAL_MS,
        onError: (job, error) => app.log.error({ err: error, job: job.name }, 'scheduled job failed'),
      });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  // New requests, card payments first among them, get a 503 from here on (return503OnClosing); those in flight
  // have SHUTDOWN_DRAIN_MS, longer than a card call may take, so that a payer gets the answer of a charge made.
  const timer = setTimeout(() => process.exit(1), config.SHUTDOWN_DRAIN_MS).unref();
  const drainEnds = Date.now() + config.SHUTDOWN_DRAIN_MS - 500;
  try {
    await app.close();
    await stopReconciliation();
    await stopScheduledJobs();
    await sandboxGateway?.close();
    // Keep-alive connections may still be finishing a request: let them end before the pool goes.
    while (app.requestsInFlight() > 0 && Date.now() < drainEnds) await new Promise((r) => setTimeout(r, 50));
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.HOST, port: config.PORT });
// Where server rendering reaches the API: this process, at the address and port it actually listens on.
const address = app.server.address();
if (address && typeof address === 'object') {
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  process.env.INTERNAL_API_ORIGIN ??= `http://${host}:${address.port}`;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const open = config.PUBLIC_URL ?? `http://${host === '127.0.0.1' ? 'localhost' : host}:${address.port}`;
  app.log.info(
    `ready in ${seconds} s: open ${open} (English) or ${open.replace(/\/$/, '')}/fr (French); ` +
      (demoMode ? 'demo sign-ins are in README.md, "Demo accounts"' : 'sign in with your accounts'),
  );
}

/** A database URL without its credentials, for the log. */
function databaseHost(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

/**
 * DATA_DIR holds the embedded database and the media on disk: when either lives there and it cannot be written, one
 * clear line instead of a stack trace from deep inside the first write.
 */
function requireWritableDataDir(config: Config): void {
  if (config.DATABASE_URL && config.S3_BUCKET) return;
  try {
    mkdirSync(config.DATA_DIR, { recursive: true });
    accessSync(config.DATA_DIR, constants.W_OK);
  } catch (error) {
    const code = (error as { code?: string }).code ?? String(error);
    console.error(
      `Configuration error: DATA_DIR: ${config.DATA_DIR} cannot be written (${code}); it holds the ` +
        `${config.DATABASE_URL ? '' : 'embedded database and the '}media: make it writable or point DATA_DIR elsewhere`,
    );
    process.exit(1);
  }
}
