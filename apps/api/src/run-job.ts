// `npm run job -- <name> [--at <time>]`: runs one scheduled job now, as the server would when it is due (one instance
// at a time, recorded in scheduled_job_runs): to re-run a month's statements after a fix, or to time a job on a copy of
// the data (scripts/bench-statements.mjs). `--at` is the clock the job reads (default: now); a job already run for
// that period answers "not due".
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { portalLogger } from './modules/finance/gateways/log-redaction';
import { runScheduledJob } from './platform/scheduled-jobs';
import { scheduledJobs } from './scheduled-jobs';

const { values, positionals } = parseArgs({ options: { at: { type: 'string' } }, allowPositionals: true });
const job = scheduledJobs.find((j) => j.name === positionals[0]);
if (!job) {
  console.error(`Name a job: ${scheduledJobs.map((j) => j.name).join(', ')}`);
  process.exit(1);
}
const at = values.at ? new Date(values.at) : new Date();
if (Number.isNaN(at.getTime())) {
  console.error('--at must be a date and time, e.g. 2026-12-01T04:00:00Z');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
});
await database.migrate();
const app = await buildApp({
  config,
  database,
  internalToken: randomBytes(24).toString('base64url'),
  logger: portalLogger(config.LOG_LEVEL, process.stdout, 'text'),
  // A job renders no page: without the web app's server build the process starts about 20 MB lighter.
  web: false,
});
// The process's resident memory (Linux): before the job, and its peak while the job runs (the kernel's high-water mark,
// reset first so that the start's own peak does not count), what a job must keep within its instance's budget.
const memoryMb = (field: 'VmRSS' | 'VmHWM') => {
  const kb = new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
  return Math.round(Number(kb ?? 0) / 1024);
};
try {
  writeFileSync('/proc/self/clear_refs', '5');
} catch {
  // Not Linux, or not allowed: the peak then counts from the start.
}
const beforeMb = memoryMb('VmRSS');
const started = performance.now();
const outcome = await runScheduledJob(app.services, job, at);
const seconds = (performance.now() - started) / 1000;
const peakMb = memoryMb('VmHWM');
console.log(JSON.stringify({ job: job.name, at: at.toISOString(), outcome, seconds, beforeMb, peakMb }));
await app.close();
await database.close();
