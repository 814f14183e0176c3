// `npm run phone-load`: a first visit of the storefront pages on a phone, as a person lives through it: the browser's
// network slowed down to Lighthouse's slow 4G (562.5 ms round trips, 1.6 Mbit/s down) and its CPU 4x, no cache. For
// each page, in English and French, the median of PHONE_LOAD_RUNS visits (default 3) of the first contentful paint
// and of the moment the page answers clicks (hydrated: the `data-app-ready` mark the root sets, which the browser
// tests wait for too). Lighthouse's own time to interactive waits for a quiet network and reads either the first
// paint or seconds later from one run to the next; this reads the page itself.
// Starts the production build (`npm run build` first) with a fresh database, or measures servers already running:
// PHONE_LOAD_URLS=http://127.0.0.1:3100,http://127.0.0.1:3101 visits each page on each in turn, to compare two builds
// on a machine whose speed drifts. PHONE_LOAD_PAGES (e.g. `home,catalogue`), CHROME_PATH (default /usr/bin/chromium).
import { chromium } from '@playwright/test';
import {
  productionEnv,
  startProductionServer,
  storefrontPages,
} from '../../../scripts/production-server.mjs';

const runs = Number(process.env.PHONE_LOAD_RUNS ?? 3);
const servers = process.env.PHONE_LOAD_URLS
  ? process.env.PHONE_LOAD_URLS.split(',').map((url) => ({
      base: url.replace(/\/$/, ''),
      stop: async () => {},
    }))
  : [await startProductionServer(await productionEnv({ prefix: 'portal-phone-load-' }))];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

async function visit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector('[data-app-ready]', { timeout: 60_000 });
    return await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      ready: performance.now(),
    }));
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
try {
  const paths = (await storefrontPages(servers[0].base, process.env.PHONE_LOAD_PAGES?.split(','))).map(
    (page) => page.path,
  );
  console.log(`Phone first visits (slow 4G, 4x CPU), ${runs} run(s) a page, medians in seconds`);
  console.log('\n| server | page | first paint | answers clicks |\n| --- | --- | --- | --- |');
  for (const path of paths) {
    // The page once on every server first: its first rendering and pictures are made once.
    for (const server of servers) await fetch(`${server.base}${path}`).then((r) => r.text());
    const figures = new Map(servers.map((server) => [server, []]));
    for (let i = 0; i < runs; i++)
      for (const server of servers) figures.get(server).push(await visit(browser, `${server.base}${path}`));
    for (const [server, list] of figures) {
      const s = (ms) => (ms / 1000).toFixed(2);
      console.log(
        `| ${server.base} | ${path} | ${s(median(list.map((f) => f.paint)))} | ${s(median(list.map((f) => f.ready)))} |`,
      );
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}
