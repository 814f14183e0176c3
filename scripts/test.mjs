// `npm test`: unit and API tests on embedded PGlite, or with TEST_DATABASE_URL the API suite on PostgreSQL instead;
// then the browser suite when Chromium is present (REQUIRE_E2E=1 makes a missing browser a failure, as in CI).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'portal-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) ok = false;
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

const vitest = (name, extraArgs, env) => {
  const file = path.join(reports, `${name}.json`);
  run(
    name,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...extraArgs],
    env,
  );
  countVitest(file);
};

// With PostgreSQL at hand (CI), the API suite runs there, the database of production; on the embedded database only
// the start of `npm start` itself (server.test.ts), and the browser suite below, which runs on it end to end. Both
// suites in full took CI past its 30 minutes (docs/testing.md).
if (process.env.TEST_DATABASE_URL) {
  vitest('unit tests', ['--project', 'shared', '--project', 'sandbox-gateway', '--project', 'web']);
  vitest('the server process on PGlite', ['--project', 'api', 'apps/api/src/server.test.ts'], {
    TEST_DATABASE_URL: '',
  });
  // Two files at a time: each has a database of its own, and while one waits on PostgreSQL the other runs (vitest's
  // default on two cores is one worker).
  vitest('API tests (PostgreSQL)', ['--project', 'api', '--maxWorkers=2']);
} else vitest('unit and API tests (PGlite)', [], { TEST_DATABASE_URL: '' });

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const e2eConfig = path.join(root, 'apps/web/playwright.config.ts');
if (!existsSync(e2eConfig)) {
  console.log('\nBrowser tests: none defined yet.');
} else if (!existsSync(chromium)) {
  const message = `\nBrowser tests SKIPPED: no Chromium at ${chromium} (apt-get install -y chromium).`;
  console.log(message);
  if (process.env.REQUIRE_E2E === '1') {
    console.error('REQUIRE_E2E=1: a missing browser is a failure.');
    ok = false;
  }
} else {
  if (
    !existsSync(path.join(root, 'apps/api/dist/server.js')) ||
    !existsSync(path.join(root, 'apps/web/build/server/index.js'))
  ) {
    run('build for the browser tests', 'npm', ['run', 'build']);
  }
  const file = path.join(reports, 'e2e.json');
  run(
    'browser tests (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '-c', e2eConfig, '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  );
  if (existsSync(file)) {
    const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
    totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    totals.failed += stats.unexpected ?? 0;
    totals.skipped += stats.skipped ?? 0;
  }
}

rmSync(reports, { recursive: true, force: true });
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
