// Starts the production build (apps/api/dist/server.js, which serves apps/web/build) on a free loopback port with a
// fresh data folder, for the measuring scripts (`npm run bench`, `npm run lighthouse`). Build first (`npm run build`).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitForHealth(base) {
  // A first start on an empty embedded database migrates and seeds the demo data: allow it a minute or two.
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

/**
 * The environment of a measured server: its own port and data folder, warnings only, no rate limit. `databaseUrl`
 * (an empty PostgreSQL database) replaces the embedded one, with the demo data seeded.
 */
export async function productionEnv({ databaseUrl, prefix }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    NODE_ENV: 'production',
  };
  if (databaseUrl) Object.assign(env, { DATABASE_URL: databaseUrl, SEED_DEMO: '1' });
  return { env, dataDir, base: `http://127.0.0.1:${port}` };
}

/** Starts the server with `env` (from productionEnv) and resolves once it answers; `stop()` ends it and its data. */
export async function startProductionServer({ env, dataDir, base }) {
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop, pid: server.pid };
}

/**
 * The storefront pages the phone measurements visit (`npm run lighthouse`, `npm run phone-load`), each in English and
 * in French: `names` picks some of home, catalogue, product, configurator and login (all by default).
 */
/**
 * A family page (/memorial/{token}) to audit: the demo funeral home (other@demo.test) opens a link for its demo decedent
 * Eleanor Whitfield, whose prints are authorised (apps/api/src/seed/demo-decedents.ts).
 */
async function familyPagePath(base) {
  const json = async (response) => {
    if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const { token } = await json(
    await fetch(`${base}/api/auth/portal-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'other@demo.test', password: 'Demo#Customer2' }),
    }),
  );
  const signedIn = { authorization: `Bearer ${token}` };
  const decedents = await json(await fetch(`${base}/api/decedents?search=Whitfield`, { headers: signedIn }));
  const list = decedents.value.items ?? decedents.value;
  const whitfield = list.find((d) => d.lastName === 'Whitfield');
  const link = await json(
    await fetch(`${base}/api/decedents/${whitfield.id}/family-links`, {
      method: 'POST',
      headers: { ...signedIn, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ expiresInDays: 30, message: 'With love from all of us at the chapel.' }),
    }),
  );
  return `memorial/${link.value.token}`;
}

export async function storefrontPages(base, names) {
  const product = (
    await fetch(`${base}/api/productCategories/products?pageSize=1&pageNo=1`).then((r) => r.json())
  ).value.items[0].code;
  const pages = {
    home: '',
    catalogue: 'catalogue/rings',
    // A search's results (the header's search box, with a typo), the catalogue's filters included.
    search: 'catalogue?search=solitare',
    product: `product/${product}`,
    configurator: `configurator/${product}`,
    login: 'login',
  };
  // The family page only when asked for (LIGHTHOUSE_PAGES=memorial): opening it counts as a use of the link.
  if (names?.includes('memorial')) pages.memorial = await familyPagePath(base);
  return (names ?? Object.keys(pages)).flatMap((name) => [
    { name, lang: 'en', path: `/${pages[name]}` },
    { name, lang: 'fr', path: `/fr${pages[name] ? `/${pages[name]}` : ''}` },
  ]);
}
