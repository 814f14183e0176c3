// `npm run bench`: starts the production build on a free port with a fresh embedded database (or BENCH_DATABASE_URL),
// then measures requests per second and exact latency percentiles of a few calls with autocannon.
// Options (environment): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), BENCH_DATABASE_URL (an empty
// database to use instead of embedded PGlite), BENCH_PRODUCTS (grow the catalogue to that many products first),
// BENCH_ORDERS (grow the orders, and the invoices and payments, to that many first; default 100000), BENCH_ONLY
// (words: measure only /api/health and the calls whose names hold one; 'pdf' for the invoice PDFs).
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import autocannon from 'autocannon';
import { financePdfs, financeScenarios } from './bench-finance.mjs';
import { productionEnv, root, startProductionServer } from './production-server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(name, { budget, ...options }) {
  const times = [];
  const instance = autocannon({ connections, duration: seconds, ...options });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const row = {
    call: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': percentile(times, 50).toFixed(1),
    'p95 ms': percentile(times, 95).toFixed(1),
    'p99 ms': percentile(times, 99).toFixed(1),
    non2xx: result.non2xx,
    errors: result.errors,
    budget,
  };
  console.log(JSON.stringify(row));
  return row;
}

const served = await productionEnv({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  prefix: 'portal-bench-',
});
const { env, base } = served;
const orderCount = process.env.BENCH_ORDERS ?? '100000';
{
  const seeded = spawnSync(
    process.execPath,
    [
      path.join(root, 'apps/api/dist/seed.js'),
      '--orders',
      orderCount,
      ...(process.env.BENCH_PRODUCTS ? ['--products', process.env.BENCH_PRODUCTS] : []),
    ],
    { env, stdio: 'inherit' },
  );
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}
const server = await startProductionServer(served);

try {
  const login = await fetch(`${base}/api/auth/portal-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@demo.test', password: 'Demo#Customer1' }),
  }).then((r) => r.json());
  const auth = { authorization: `Bearer ${login.token}` };
  const staffLogin = await fetch(`${base}/api/auth/portal-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'sales@demo.test', password: 'Demo#Sales1' }),
  }).then((r) => r.json());
  const staff = { authorization: `Bearer ${staffLogin.token}` };
  const jobOrders = (query) => `${base}/api/JobOrders/job-orders?pageSize=10&${query}`;
  const lastJobPage = async (query) => {
    const first = await fetch(jobOrders(`${query}&pageNo=0`), { headers: staff }).then((r) => r.json());
    return {
      count: first.value.pagingData.itemCount,
      last: Math.max(0, Math.ceil(first.value.pagingData.itemCount / 10) - 1),
    };
  };
  const processing = await lastJobPage('tab=processing');
  // A job in production whose timeline the bench reads (the seed moves such jobs through their stages).
  const jobInProduction = await fetch(jobOrders('statusCode=IN_PRODUCTION&pageNo=0'), { headers: staff })
    .then((r) => r.json())
    .then((answer) => answer.value.items[0].id);
  const inProduction = await lastJobPage('statusCode=IN_PRODUCTION&sortBy=orderDate&sortAsc=true');
  console.log(
    `database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}, ${connections} connections, ${seconds} s per call`,
  );
  const rings = await fetch(`${base}/api/productCategories/categoryCode/RINGS`).then((r) => r.json());
  const filters = encodeURIComponent(
    JSON.stringify({ ATTR_METAL: 'GOLD', ATTR_RING_SIZE: '7', sort: 'price' }),
  );
  const listing = `${base}/api/productCategories/products?categoryId=${rings.value.id}&filters=${filters}&pageSize=20`;
  const firstPage = await fetch(`${listing}&pageNo=1`).then((r) => r.json());
  const lastPageNo = Math.max(1, Math.ceil(firstPage.value.pagingData.itemCount / 20));
  const all = await fetch(`${base}/api/productCategories/products?pageSize=20&pageNo=1`).then((r) =>
    r.json(),
  );
  const allLast = Math.max(1, Math.ceil(all.value.pagingData.itemCount / 20));
  console.log(
    `catalogue: ${all.value.pagingData.itemCount} products; rings in gold, size 7: ${firstPage.value.pagingData.itemCount}`,
  );
  console.log(`orders: job orders in processing ${processing.count}, in production ${inProduction.count}`);
  const productCode = firstPage.value.items[0].code;
  // The listing over a mix of categories, filters and pages, as shoppers browse it (autocannon cycles
  // through the paths; every category with four filter sets, each at its first, second and last page).
  const categories = (await fetch(`${base}/api/ProductCategories`).then((r) => r.json())).value;
  const filterSets = [
    {},
    { ATTR_METAL: 'GOLD' },
    { ATTR_METAL: 'SILVER', sort: 'price' },
    { ATTR_RING_SIZE: '7', sort: 'price' },
  ];
  const mixedListing = [];
  for (const category of categories)
    for (const filterSet of filterSets) {
      const query = `/api/productCategories/products?categoryId=${category.id}&filters=${encodeURIComponent(JSON.stringify(filterSet))}&pageSize=20`;
      const count = (await fetch(`${base}${query}&pageNo=1`).then((r) => r.json())).value.pagingData
        .itemCount;
      for (const pageNo of new Set([1, 2, Math.max(1, Math.ceil(count / 20))]))
        mixedListing.push({ method: 'GET', path: `${query}&pageNo=${pageNo}` });
    }
  // Product search (issue: the buying journey, point 2) as shoppers type it: typos, French without accents, a code,
  // description words, a category filter; and the search box's suggestions, one request per keystroke of two words.
  const searches = [
    'solitare',
    'chevaliere ovale',
    'alliance eternite',
    'bague',
    'halo ring',
    'pendant coeur',
    'cathedral solit',
    'signet',
    'workshop',
    'BX-12345',
    'braclet',
    'fingerprint',
  ];
  const searchListing = searches.map((search) => ({
    method: 'GET',
    path: `/api/productCategories/products?search=${encodeURIComponent(search)}&pageSize=20&pageNo=1`,
  }));
  searchListing.push({
    method: 'GET',
    path: `/api/productCategories/products?search=ring&categoryId=${rings.value.id}&filters=${filters}&pageSize=20&pageNo=1`,
  });
  const keystrokes = [
    'so',
    'sol',
    'soli',
    'solit',
    'solita',
    'solitar',
    'solitare',
    'solitare h',
    'solitare ha',
    'solitare hal',
    'ch',
    'che',
    'chev',
    'cheva',
    'chevali',
    'chevalie',
    'chevaliere',
  ];
  const suggestions = keystrokes.map((search) => ({
    method: 'GET',
    path: `/api/productCategories/products/suggestions?search=${encodeURIComponent(search)}&limit=6`,
  }));
  const searched = await fetch(`${base}${searchListing[0].path}`).then((r) => r.json());
  console.log(`search 'solitare': ${searched.value.pagingData.itemCount} products`);
  // First-load JavaScript of storefront pages: their module scripts and module preloads, each gzipped. The page's
  // translations are fetched as JSON (preloaded data, not code) and the loaders' data is inline: both reported apart.
  const firstLoad = async (path) => {
    const html = await fetch(`${base}${path}`).then((r) => r.text());
    const sources = new Set(
      [
        ...html.matchAll(
          /<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+)"/g,
        ),
      ].map((m) => m[1]),
    );
    let code = 0;
    for (const src of sources)
      code += gzipSync(Buffer.from(await fetch(new URL(src, base)).then((r) => r.arrayBuffer()))).length;
    let translations = 0;
    for (const m of html.matchAll(/<link rel="preload" href="([^"]+\.json)" as="fetch"/g))
      translations += gzipSync(
        Buffer.from(await fetch(new URL(m[1], base)).then((r) => r.arrayBuffer())),
      ).length;
    let inline = 0;
    for (const m of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) inline += gzipSync(m[1]).length;
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `first-load JavaScript of ${path}: ${kb(code)} gzipped in ${sources.size} files (translations ${kb(translations)}, inline data ${kb(inline)})`,
    );
    return [...sources];
  };
  const scripts = await firstLoad(`/product/${productCode}`);
  for (const path of ['/', '/catalogue/rings', `/fr/configurator/${productCode}`, '/wishlist', '/login'])
    await firstLoad(path);
  const firstScript = scripts.find((s) => s.endsWith('.js'));
  const finance = await financeScenarios(base, { staff, customer: auth });
  const calls = [
    ['GET /api/health', { url: `${base}/api/health` }],
    ['static asset (a JS chunk)', { url: new URL(firstScript, base).href }],
    ['server-rendered product page', { url: `${base}/product/${productCode}` }],
    [
      'staff: job orders, processing tab, newest first, first page',
      {
        url: jobOrders('tab=processing&pageNo=0'),
        headers: staff,
      },
    ],
    [
      `staff: job orders, processing tab, newest first, last page (${processing.last})`,
      {
        url: jobOrders(`tab=processing&pageNo=${processing.last}`),
        headers: staff,
      },
    ],
    [
      'staff: job orders in production, oldest first, first page',
      {
        url: jobOrders('statusCode=IN_PRODUCTION&sortBy=orderDate&sortAsc=true&pageNo=0'),
        headers: staff,
      },
    ],
    [
      `staff: job orders in production, oldest first, last page (${inProduction.last})`,
      {
        url: jobOrders(`statusCode=IN_PRODUCTION&sortBy=orderDate&sortAsc=true&pageNo=${inProduction.last}`),
        headers: staff,
      },
    ],
    // A job order's production timeline keeps the order lists' budget (>= 15 % of health, p95 <= 30 ms).
    [
      'staff: a job order in production, its timeline',
      {
        url: `${base}/api/JobOrders/${jobInProduction}/timeline`,
        headers: staff,
        budget: { share: 15, p95: 30 },
      },
    ],
    [
      'customer: job orders, new tab, first page',
      {
        url: jobOrders('tab=new&pageNo=0'),
        headers: auth,
      },
    ],
    [
      'customer: price quotes, open, first page',
      {
        url: `${base}/api/PriceQuotes?group=open&pageSize=10&pageNo=1`,
        headers: auth,
      },
    ],
    ['rings, 2 ATTR_ filters, by price, first page', { url: `${listing}&pageNo=1` }],
    [
      `rings, 2 ATTR_ filters, by price, last page (${lastPageNo})`,
      {
        url: `${listing}&pageNo=${lastPageNo}`,
      },
    ],
    [
      'whole catalogue by name, first page',
      {
        url: `${base}/api/productCategories/products?pageSize=20&pageNo=1`,
      },
    ],
    [
      `whole catalogue by name, last page (${allLast})`,
      {
        url: `${base}/api/productCategories/products?pageSize=20&pageNo=${allLast}`,
      },
    ],
    [
      `catalogue mix: ${mixedListing.length} category, filter and page URLs in turn`,
      { url: base, requests: mixedListing },
    ],
    [
      `search: ${searchListing.length} searches in turn (typos, French, a code, a category with filters), first page`,
      { url: base, requests: searchListing, budget: { share: 25, p95: 50 } },
    ],
    [
      `search suggestions: ${suggestions.length} keystrokes in turn`,
      { url: base, requests: suggestions, budget: { share: 25, p95: 50 } },
    ],
    ['GET /api/itemtypes/{id}', { url: `${base}/api/itemtypes/${firstPage.value.items[0].id}` }],
    // Jobs whose remaining stages no longer fit before their promised day, the most late first (budget: p95 <= 50 ms
    // over the 100,000 orders; BENCH_ONLY=at-risk).
    [
      'staff: jobs at-risk, first page',
      {
        url: `${base}/api/JobOrders/at-risk?pageNo=0&pageSize=20`,
        headers: staff,
        budget: { share: 0, p95: 50 },
      },
    ],
    // A quick order of 500 lines of a few styles, checked and priced line by line (budget: answered within a second;
    // BENCH_ONLY=quick). One customer waits for one answer: one connection, so that the figure is that wait and not the
    // queue of ten such orders sent at once on two cores.
    [
      'customer: quick order of 500 lines, checked (1 connection)',
      {
        connections: 1,
        url: `${base}/api/shoppingCart/quick-add`,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          sessionId: '3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69',
          check: true,
          lines: Array.from({ length: 500 }, (_, i) => ({
            code: firstPage.value.items[i % Math.min(40, firstPage.value.items.length)].code,
            quantity: 1 + (i % 3),
          })),
        }),
        budget: { share: 0, p95: 1000 },
      },
    ],
    // The configurator's live price, as a signed-in customer asks it (their discount, the metal's basis).
    [
      'POST /api/products/cp/calculatePrice',
      {
        url: `${base}/api/products/cp/calculatePrice`,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ itemTypeID: firstPage.value.items[0].id }),
      },
    ],
    ['GET /api/Metals/ShownInCatalog', { url: `${base}/api/Metals/ShownInCatalog` }],
    ['GET /api/auth/user', { url: `${base}/api/auth/user`, headers: auth }],
    [
      'GET /api/Countries/states (US)',
      {
        url: `${base}/api/Countries/states?countryId=1`,
        headers: auth,
      },
    ],
    [
      'GET /api/EntityStatus/JobOrder',
      {
        url: `${base}/api/EntityStatus/JobOrder`,
        headers: auth,
      },
    ],
    ...finance.map(([name, url, headers, budget]) => [name, { url, headers, budget }]),
    // The content query (spec §7 CMS) as the storefront asks it: a page by its route, a list in order, a search.
    ...[
      [
        'content: the FAQs page by its route (fr)',
        { where: { component: 'page', route: '/faqs' }, limit: 1, locale: 'fr' },
      ],
      [
        'content: FAQ entries in order',
        { where: { component: 'faq-entry' }, sortBy: [{ order: 1 }], limit: 100 },
      ],
      ['content: full-text search, 10 first', { search: 'ring', only: ['title', 'slug'], limit: 10 }],
    ].map(([name, body]) => [
      name,
      {
        url: `${base}/api/_content/query`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
    ]),
  ];
  // BENCH_ONLY=invoices,payments: /api/health and the calls whose names hold one of the words.
  const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
  const rows = [];
  for (const [name, options] of calls)
    if (rows.length === 0 || only.length === 0 || only.some((word) => name.includes(word)))
      rows.push(await measure(name, options));
  if (only.length === 0 || only.includes('pdf')) await financePdfs(base, staff, server.pid);
  const health = rows[0]['req/s'];
  console.log(
    '\n| call | req/s | % of health | p50 ms | p95 ms | p99 ms |\n| --- | --- | --- | --- | --- | --- |',
  );
  for (const r of rows)
    console.log(
      `| ${r.call} | ${r['req/s']} | ${((100 * r['req/s']) / health).toFixed(1)} | ${r['p50 ms']} | ${r['p95 ms']} | ${r['p99 ms']} |`,
    );
  // Calls with a budget (share of health's requests per second, p95): said met or not, under the table.
  for (const r of rows.filter((row) => row.budget)) {
    const share = (100 * r['req/s']) / health;
    const met = share >= r.budget.share && Number(r['p95 ms']) <= r.budget.p95;
    console.log(
      `budget of ${r.call}: >= ${r.budget.share} % of health and p95 <= ${r.budget.p95} ms: ${share.toFixed(1)} %, p95 ${r['p95 ms']} ms, ${met ? 'met' : 'NOT MET'}`,
    );
  }
  if (rows.some((r) => r.errors > 0 || r.non2xx > 0)) {
    console.error('some requests failed');
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
