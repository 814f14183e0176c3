import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './test/template-database';

/**
 * Every command the README and docs/ show works as written (docs/decisions.md "The documented commands are a test"):
 * the ones that do not start a server are run here (with smaller numbers where they grow the data), the ones CI runs
 * are checked to be in `.ci/run`, and the ones that start a server or a browser are checked to name scripts, files and
 * tests that exist. A command this test does not know fails it, so a new one in the docs is looked at.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const documents = ['README.md', ...readdirSync(path.join(root, 'docs')).map((f) => `docs/${f}`)];
const COMMAND_START = /^(?:[A-Z][A-Z0-9_]*=\S+\s+)*(?:npm|npx|node|psql|cd|curl|yes|kill)\b/;

/** The commands of a document: each line of its `sh` blocks, and each inline code span that is a command. */
function documentedCommands(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) =>
    m[1]!
      .replace(/\\\n\s*/g, ' ')
      .split('\n')
      .map((line) => line.replace(/\s+#\s.*$/, '')),
  );
  const inline = [...markdown.matchAll(/`([^`\n]+)`/g)]
    .map((m) => m[1]!)
    .filter((c) => COMMAND_START.test(c));
  return [...blocks, ...inline]
    .flatMap((line) => line.split(/\s*(?:&&|&(?=\s|$))\s*/))
    .map((c) => c.trim())
    .filter(Boolean);
}

/** `VAR=value command` → the variables and the command; `[--optional part]` left out. */
function parse(line: string) {
  let command = line;
  const names: string[] = [];
  // A value may be quoted to hold spaces (BENCH_ONLY='product page,static').
  const assignment = /^([A-Z][A-Z0-9_]*)=(?:'[^']*'|"[^"]*"|\S+)\s+/;
  for (let m = assignment.exec(command); m; m = assignment.exec(command)) {
    names.push(m[1]!);
    command = command.slice(m[0].length);
  }
  return { names, command: command.replace(/\s*\[[^\]]*\]/g, '').trim() };
}

const all = documents.flatMap((file) =>
  documentedCommands(read(file)).map((line) => ({ file, ...parse(line) })),
);
const ciScript = read('.ci/run');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
const sources = [
  'scripts',
  'apps/api/src',
  'apps/web/scripts',
  'apps/web/playwright.config.ts',
  'apps/web/e2e',
]
  .map(
    (p) =>
      spawnSync('grep', ['-rhoE', '[A-Z][A-Z0-9_]{2,}', path.join(root, p)], { encoding: 'utf8' }).stdout,
  )
  .join('\n');

function npm(args: string[], env: Record<string, string>) {
  const result = spawnSync('npm', args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, TEST_DATABASE_URL: '', DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    timeout: 240_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-documented-commands-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The checks of the documents' text run on every pass (CI runs only the PostgreSQL one); the commands that run the
// product's own scripts on the embedded database run on the PGlite pass, and the PostgreSQL ones on the other.
const onPglitePass = !testDatabaseUrl;

describe('the commands the README and docs/ show', () => {
  it('are all known to this test, and the variables they set are read by the code', () => {
    expect(all.length).toBeGreaterThan(20);
    const unknown = all.filter(({ command }) => !KINDS.some((k) => k.pattern.test(command)));
    expect(unknown.map((c) => `${c.file}: ${c.command}`)).toEqual([]);
    const unread = all.flatMap(({ file, names }) =>
      names.filter((n) => !new RegExp(`\\b${n}\\b`).test(sources)).map((n) => `${file}: ${n}`),
    );
    expect(unread).toEqual([]);
  });

  it('that CI runs are in .ci/run, and the ones that start a server name scripts that exist', () => {
    for (const { command } of all) {
      if (/^npm (ci|test|run (lint|typecheck|build))$/.test(command))
        expect(ciScript, command).toMatch(new RegExp(`^(.*\\s)?${command.replace(/ /g, ' ')}\\b`, 'm'));
      const script = /^npm (?:run )?(\S+)/.exec(command)?.[1];
      if (script && script !== 'ci') expect(Object.keys(scripts), command).toContain(script);
    }
  });

  it('name browser tests that exist', () => {
    const runs = all.filter(({ command }) => command.startsWith('npx playwright test'));
    expect(runs.length).toBeGreaterThan(0);
    for (const { command } of runs) {
      const config = /-c (\S+)/.exec(command)?.[1] ?? 'apps/web/playwright.config.ts';
      expect(existsSync(path.join(root, config)), command).toBe(true);
      const spec = /(e2e\/\S+\.spec\.ts)/.exec(command)?.[1];
      if (spec) expect(read(`apps/web/${spec}`), command).toContain(/-g "([^"]+)"/.exec(command)?.[1] ?? '');
    }
  });

  it.runIf(onPglitePass)(
    'npm run db:generate: the Drizzle schema and the migrations agree',
    { timeout: 120_000 },
    () => {
      expect(all.some(({ command }) => command === 'npm run db:generate')).toBe(true);
      const { status, output } = npm(['run', 'db:generate'], {});
      expect(status, output).toBe(0);
      expect(output).toContain('No schema changes');
    },
  );

  // The documented numbers grow the data by 100,000; the flags are what is checked, with a few.
  it.runIf(onPglitePass)('npm run seed, with -- --products N and -- --orders N', { timeout: 480_000 }, () => {
    const seeds = all.filter(({ command }) => /^npm run seed\b/.test(command)).map((c) => c.command);
    expect(seeds).toEqual(expect.arrayContaining(['npm run seed', expect.stringMatching(/--products \d+$/)]));
    expect(seeds).toEqual(expect.arrayContaining([expect.stringMatching(/--orders \d+$/)]));
    const { status, output } = npm(
      ['run', 'seed', '--', '--products', '30', '--customers', '20', '--orders', '2000'],
      { DATA_DIR: dataDir },
    );
    expect(status, output).toBe(0);
    expect(output).toContain('Demo data loaded.');
    expect(output).toMatch(/Catalogue: 30 generated products added/);
    expect(output).toMatch(/Customers: 20 generated customers with a portal user each added/);
    // --orders tops the orders up to N: the demo's own count is far below 2000.
    expect(Number(/Orders: (\d+) generated orders added/.exec(output)?.[1])).toBeGreaterThan(0);
    // A bad number is refused, not taken as zero.
    const refused = npm(['run', 'seed', '--', '--products', 'many'], { DATA_DIR: dataDir });
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain('--products must be a whole number');
  });

  it.runIf(onPglitePass)('node apps/api/dist/seed.js is what the API build makes', () => {
    expect(all.some(({ command }) => command.startsWith('node apps/api/dist/seed.js'))).toBe(true);
    expect(read('apps/api/build.mjs')).toMatch(/seed: here\('src\/seed\/run\.ts'\)/);
  });

  // Each distinct way of connecting is tried once: a CREATE DATABASE copies a template and takes seconds on a busy
  // machine, and the documents repeat the same connection many times.
  it.runIf(testDatabaseUrl)(
    'psql … CREATE DATABASE, on the PostgreSQL of the machine',
    { timeout: 120_000 },
    () => {
      const creates = all.filter(({ command }) => /^psql .* -c 'CREATE DATABASE \w+'$/.test(command));
      expect(creates.length).toBeGreaterThan(0);
      const connections = new Set(
        creates.map(({ command }) =>
          command
            .replace(/^psql /, '')
            .replace(/-c '.*'$/, '')
            .trim(),
        ),
      );
      const name = `portal_docs_${process.pid}`;
      for (const connection of connections) {
        const args = connection.split(/\s+/).filter(Boolean);
        const run = (sql: string) => spawnSync('psql', [...args, '-c', sql], { encoding: 'utf8' });
        const created = run(`CREATE DATABASE ${name}`);
        expect(created.status, created.stderr).toBe(0);
        expect(run(`DROP DATABASE ${name}`).status).toBe(0);
      }
    },
  );
});

/** What kind of command each documented line is; the tests above exercise each kind. */
const KINDS: { pattern: RegExp }[] = [
  { pattern: /^npm (ci|test|start)$/ },
  {
    pattern: /^npm run (lint|typecheck|build|dev|bench|bench:statements|lighthouse|phone-load|db:generate)$/,
  },
  { pattern: /^npm run seed( -- --(products|customers|orders) \d+)?$/ },
  { pattern: /^npm run job( -- (monthly-statements|memo-daily|print-retention|late-charges)( --at \S+)?)?$/ },
  { pattern: /^node apps\/api\/dist\/seed\.js --(products|orders) \d+$/ },
  { pattern: /^psql -h 127\.0\.0\.1 -U postgres( -d \w+)? -c ('CREATE DATABASE \w+'|"DROP DATABASE …")$/ },
  {
    pattern:
      /^npx playwright test( -c apps\/web\/playwright\.config\.ts)?( --no-deps)?( e2e\/[\w.-]+\.spec\.ts)?( -g "[^"]+")?$/,
  },
  { pattern: /^cd apps\/web$/ },
  // A failed browser test's trace, opened where it was kept (docs/testing.md).
  { pattern: /^npx playwright show-trace <zip>$/ },
  // The README's sign-in example against a running server, and the two CPU loads of the loaded check.
  { pattern: /^curl -s -X POST http:\/\/127\.0\.0\.1:3000\/api\/auth\/portal-login / },
  { pattern: /^yes > \/dev\/null$/ },
  { pattern: /^kill %1 %2$/ },
];
