// `npm run lighthouse`: starts the production build (`npm run build` first) on a free port with a fresh database and
// audits the storefront's first-visit pages as a phone would (Lighthouse's mobile form factor and its default
// simulated throttling: slow 4G, 4x CPU slowdown), in English and French, each LIGHTHOUSE_RUNS times; prints the
// median of each figure (the run with the median performance score gives the metrics).
// Options (environment): LIGHTHOUSE_RUNS (default 3), LIGHTHOUSE_DATABASE_URL (an empty PostgreSQL database instead
// of the embedded one), LIGHTHOUSE_PAGES (comma-separated page names, e.g. `home,login`), LIGHTHOUSE_URL (audit a
// server already running there instead of starting one), LIGHTHOUSE_REPORTS (a folder to write each audit's full JSON
// report into, to see where the time goes), LIGHTHOUSE_FRONT=https (audit through an HTTPS front speaking HTTP/2, as a
// deployment's load balancer serves the pages: scripts/https-front.mjs), LIGHTHOUSE_THROTTLING=devtools (the browser
// really slowed down to slow 4G and a 4x slower CPU while it loads, instead of a fast load replayed by Lighthouse's
// simulation: slower to run and noisier, but it shows what a phone would live through), CHROME_PATH (default
// /usr/bin/chromium).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startHttpsFront } from './https-front.mjs';
import { freePort, productionEnv, startProductionServer, storefrontPages } from './production-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? CHROMIUM_PATH;
if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (set CHROME_PATH)`);

const throttling = process.env.LIGHTHOUSE_THROTTLING ?? 'simulate';
const behindHttps = process.env.LIGHTHOUSE_FRONT === 'https';
const frontPort = behindHttps ? await freePort() : null;
const server = process.env.LIGHTHOUSE_URL
  ? { base: process.env.LIGHTHOUSE_URL.replace(/\/$/, ''), stop: async () => {} }
  : await startProductionServer(
      await productionEnv({
        databaseUrl: process.env.LIGHTHOUSE_DATABASE_URL,
        prefix: 'portal-lighthouse-',
      }).then(
        // Behind the front, the pages' links name the address users reach.
        (served) =>
          behindHttps
            ? {
                ...served,
                env: { ...served.env, PUBLIC_URL: `https://127.0.0.1:${frontPort}`, TRUST_PROXY: '1' },
              }
            : served,
      ),
    );
const front = behindHttps ? await startHttpsFront({ target: server.base, port: frontPort }) : null;
// The browser audits `base`; this script reads and warms the pages at the server itself.
const base = front?.base ?? server.base;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

// The first visit of a page renders it on the server and draws the demo pictures once; Lighthouse measures what
// every visitor after that gets, so each page and its pictures are asked once before the audits.
async function warm(path) {
  const html = await fetch(`${server.base}${path}`).then((r) => r.text());
  const pictures = new Set(
    [...html.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g)]
      .flatMap((m) => m[1].split(','))
      .map((entry) => entry.trim().split(/\s+/)[0].replaceAll('&amp;', '&'))
      .filter((url) => url.startsWith('/media/')),
  );
  await Promise.all([...pictures].map((url) => fetch(`${server.base}${url}`).then((r) => r.arrayBuffer())));
}

const chromeFlags = [
  '--headless=new',
  ...CHROMIUM_ARGS,
  // The front's certificate is made for the run.
  ...(behindHttps ? ['--ignore-certificate-errors'] : []),
];

// A Chromium of its own per audit: a reused one now and then loses the trace of a load (NO_NAVSTART), and a fresh
// profile is what a first visit is.
async function auditOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    return await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      throttlingMethod: throttling,
    });
  } finally {
    await chrome.kill();
  }
}

async function audit(url) {
  let result;
  for (let attempt = 1; attempt <= 3; attempt++) {
    result = await auditOnce(url);
    if (!result.lhr.runtimeError) break;
    console.error(`${url}: ${result.lhr.runtimeError.code}, run again (attempt ${attempt})`);
  }
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '_') || '_';
    writeFileSync(path.join(reports, `${name}-${Date.now()}.json`), result.report);
  }
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round(categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
  };
}

try {
  const targets = await storefrontPages(server.base, process.env.LIGHTHOUSE_PAGES?.split(','));
  for (const target of targets) await warm(target.path);

  console.log(
    `Lighthouse ${runs} run(s) per page, mobile, ${throttling === 'simulate' ? 'simulated' : throttling} throttling, ${base}`,
  );
  const rows = [];
  for (const target of targets) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const figures = await audit(`${base}${target.path}`);
      results.push(figures);
      console.log(JSON.stringify({ page: target.path, run: i + 1, ...figures }));
    }
    const middle = results.find((r) => r.performance === median(results.map((x) => x.performance)));
    rows.push({
      ...target,
      performance: middle.performance,
      scores: results.map((r) => r.performance).join('/'),
      lcp: middle.lcp,
      tbt: middle.tbt,
      cls: middle.cls,
      fcp: middle.fcp,
      accessibility: median(results.map((r) => r.accessibility)),
      bestPractices: median(results.map((r) => r.bestPractices)),
      seo: median(results.map((r) => r.seo)),
    });
  }
  const s = (ms) => (ms / 1000).toFixed(1);
  console.log(
    '\n| page | performance (runs) | LCP s | TBT ms | CLS | FCP s | accessibility | best practices | SEO |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const r of rows)
    console.log(
      `| ${r.path} | ${r.performance} (${r.scores}) | ${s(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${s(r.fcp)} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} |`,
    );
  if (rows.some((r) => r.performance < 90)) {
    console.error('\nsome pages score under 90 for performance');
    process.exitCode = 1;
  }
} finally {
  await front?.stop();
  await server.stop();
}
