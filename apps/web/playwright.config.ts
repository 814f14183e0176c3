import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/browser-args';

/**
 * Browser tests against the production build (`npm run build`), served by the real server on a free port with a fresh
 * embedded database (demo data is seeded on first start). The config is evaluated by the runner and again by each
 * worker: the port and data directory are chosen once and handed down through the environment.
 */
if (!process.env.E2E_PORT) {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  process.env.E2E_PORT = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}
if (!process.env.E2E_DATA_DIR) {
  // Each run gets a fresh database; directories of runs older than an hour are removed.
  const parent = path.join(tmpdir(), 'portal-e2e');
  mkdirSync(parent, { recursive: true });
  for (const entry of readdirSync(parent)) {
    const dir = path.join(parent, entry);
    if (Date.now() - statSync(dir).mtimeMs > 3_600_000) rmSync(dir, { recursive: true, force: true });
  }
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(parent, 'run-'));
}

// E2E_DATABASE_URL=postgres://…/any runs the suite on PostgreSQL: a fresh database per run, with the demo data.
if (process.env.E2E_DATABASE_URL && !process.env.E2E_DATABASE) {
  const url = new URL(process.env.E2E_DATABASE_URL);
  const name = `portal_e2e_${Date.now().toString(36)}`;
  const script = `const pg=require('pg');const c=new pg.Client({connectionString:process.argv[1]});c.connect().then(()=>c.query('CREATE DATABASE ${name}')).then(()=>c.end())`;
  execFileSync(process.execPath, ['-e', script, url.toString()], { stdio: 'inherit' });
  url.pathname = `/${name}`;
  process.env.E2E_DATABASE = url.toString();
}

const port = Number(process.env.E2E_PORT);
const browser = { ...devices['Desktop Chrome'], channel: undefined };
const CART_SPECS =
  /\/(accessibility-cart|buying-journey|cart-follows-user|checkout|decedents|finished-weight|keyboard-journey|metal-journey|metal-price-lock|order-payment|order-tracking|phone|production-stages|proofs-deposit|quick-order|ring-sizes)\.spec\.ts$/;
// Journeys that change what every user meets (a role's permissions, the custom order form's fields) and put it back.
const SETTINGS_SPECS = /\/configuration\.spec\.ts$/;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A journey (sign in, configure, cart, checkout) takes 15 s on a quiet machine and over 30 s beside another worker
  // on a busy one: the budget is for a slow machine, the waits are for what the user sees. An expectation may wait
  // 30 s: with two CPU-bound processes beside it, the embedded database once took over 15 s to answer a page's data.
  // The longest journeys (two users configuring and ordering) took up to 84 s unloaded on a machine twice as slow as
  // usual, and went over 90 s when loaded: three minutes each.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'en-US',
    // Recording a trace costs a third of a journey's time (15 tests: 8.9 min with, 6.0 min without, same machine): CI
    // records one when it runs a failed test again; a local run keeps the trace of any test that fails.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A spec may launch with more flags (production-scan-camera.spec.ts: a fake camera).
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // The cart follows the signed-in user (one server cart per user and customer): the journeys whose browsers fill a
    // demo user's cart would share it if two ran at once, so they take turns while the others run beside them.
    { name: 'cart', testMatch: CART_SPECS, workers: 1, use: browser },
    { name: 'chromium', testIgnore: [CART_SPECS, SETTINGS_SPECS], use: browser },
    // They run alone once every other journey is done: a customer paying while payments are taken from its role
    // was refused (403) halfway through its journey.
    { name: 'settings', testMatch: SETTINGS_SPECS, dependencies: ['cart', 'chromium'], use: browser },
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...(process.env.E2E_DATABASE ? { DATABASE_URL: process.env.E2E_DATABASE, SEED_DEMO: '1' } : {}),
    },
  },
});
