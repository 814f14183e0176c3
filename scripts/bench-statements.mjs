// `npm run bench:statements`: the monthly statements job over 10,000 customers with activity, timed, with the job
// process's peak memory (budget: within 5 minutes and under 300 MB). Build first (`npm run build`). Options
// (environment): BENCH_DATABASE_URL (an empty PostgreSQL database; the embedded one otherwise, whose database engine
// then runs inside the measured process and counts in its memory), BENCH_CUSTOMERS (default 10000), BENCH_INVOICES
// (default three per customer).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { productionEnv, root } from './production-server.mjs';

const customers = Number(process.env.BENCH_CUSTOMERS ?? 10000);
const invoices = Number(process.env.BENCH_INVOICES ?? customers * 3);
const { env, dataDir } = await productionEnv({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  prefix: 'portal-bench-statements-',
});
// The job runs as `npm run job` runs it, with the heap limited to 160 MB (docs/decisions.md "A job's memory"): without
// a limit V8 on a 24 GiB machine collects late, and the peak measured is garbage not yet collected.
const JOB_HEAP = ['--max-old-space-size=160'];
const node = (script, args, flags = []) =>
  spawnSync(process.execPath, [...flags, path.join(root, 'apps/api/dist', script), ...args], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
try {
  const seeded = node('seed.js', ['--customers', String(customers), '--orders', String(invoices)]);
  process.stdout.write(seeded.stdout);
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
  // The first of this month, in the night: the job mails last month's statements.
  const now = new Date();
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 4)).toISOString();
  const run = node('run-job.js', ['monthly-statements', '--at', at], JOB_HEAP);
  if (run.status !== 0) {
    process.stdout.write(run.stdout);
    process.exit(run.status ?? 1);
  }
  const result = JSON.parse(run.stdout.trim().split('\n').at(-1));
  const mailed = result.outcome.summary?.mailed ?? 0;
  const met = result.outcome.ran && result.seconds <= 300 && result.peakMb < 300;
  console.log(
    `\n| database | customers mailed | seconds | MB before | peak MB |\n| --- | --- | --- | --- | --- |\n` +
      `| ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'} | ${mailed} | ${result.seconds.toFixed(1)} | ${result.beforeMb} | ${result.peakMb} |`,
  );
  console.log(
    `budget of the monthly statements: within 300 s and under 300 MB: ${result.seconds.toFixed(1)} s, ${result.peakMb} MB, ${met ? 'met' : 'NOT MET'}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
