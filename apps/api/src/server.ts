import { randomBytes } from 'node:crypto';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { hasDemoData, isEmpty, seedDemo, seedReference } from './db/seed/index';

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

const config = readConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
});
// Instances started together on one database take turns here: the first migrates and seeds, the others find it done.
await database.exclusively(async () => {
  await database.migrate();
  await seedReference(database.db);
  // api-conventions: demo data on the first start of an empty embedded database, or when SEED_DEMO=1.
  if (
    config.SEED_DEMO ||
    (!config.DATABASE_URL && (await isEmpty(database.db)) && !(await hasDemoData(database.db)))
  ) {
    await seedDemo(database.db);
  }
});

// Server rendering calls the API in this same process over loopback, with a token that exempts it from the rate limit.
const internalToken = randomBytes(24).toString('base64url');
process.env.INTERNAL_API_TOKEN = internalToken;

const app = await buildApp({ config, database, internalToken });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
  const timer = setTimeout(() => process.exit(1), 25_000).unref();
  try {
    await app.close();
    // Keep-alive connections may still be finishing a request: let them end before the pool goes.
    for (let waited = 0; app.requestsInFlight() > 0 && waited < 20_000; waited += 50)
      await new Promise((r) => setTimeout(r, 50));
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
}
