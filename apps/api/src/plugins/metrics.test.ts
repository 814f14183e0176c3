import { getItemType } from '@portal/shared/catalog/get-item-type';
import { payInvoices } from '@portal/shared/finance/pay-invoices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../platform/tables';
import { startPayTest } from '../modules/finance/payments/pay-test-kit';
import { testDatabaseUrl } from '../test/template-database';
import { createTestApp, type TestApp } from '../test/test-app';

// GET /metrics as Prometheus scrapes it (docs/operations.md "Metrics and request ids"). It is asked raw: it is no
// call of the API (no contract, outside /api, text rather than an envelope), and its own bearer and the client's
// address are what these tests are about.

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/y;
const SUFFIXES: Record<string, string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

/**
 * The text exposition format (version 0.0.4), read strictly: every sample belongs to a family declared by `# TYPE`
 * before it, with a name, labels and a value Prometheus would accept. Throws on the first line it would refuse.
 */
function parsePrometheusText(text: string): Sample[] {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ')) continue;
    const type = /^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      if (types.has(type[1]!)) throw new Error(`family declared twice: ${line}`);
      types.set(type[1]!, type[2]!);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample: ${line}`);
    const [, name, labelText = '', valueText] = match;
    const family = [...types].find(([base, kind]) =>
      SUFFIXES[kind]!.some((suffix) => `${base}${suffix}` === name),
    );
    if (!family) throw new Error(`sample of no declared family: ${line}`);
    const labels: Record<string, string> = {};
    LABEL.lastIndex = 0;
    while (LABEL.lastIndex < labelText.length) {
      const label = LABEL.exec(labelText);
      if (!label) throw new Error(`bad labels: ${line}`);
      labels[label[1]!] = label[2]!;
    }
    // Go's ParseFloat, as Prometheus reads a value: `NaN`, `+Inf`, `-Inf` in any case (prom-client writes `Nan`).
    const special = /^([+-]?)(inf|infinity|nan)$/i.exec(valueText!);
    const value = special
      ? special[2]!.toLowerCase() === 'nan'
        ? NaN
        : special[1] === '-'
          ? -Infinity
          : Infinity
      : Number(valueText);
    if (!special && (valueText!.trim() === '' || Number.isNaN(value))) throw new Error(`bad value: ${line}`);
    samples.push({ name: name!, labels, value });
  }
  return samples;
}

const valueOf = (samples: Sample[], name: string, labels: Record<string, string>) =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

describe('GET /metrics without METRICS_TOKEN', () => {
  let kit: Awaited<ReturnType<typeof startPayTest>>;
  let t: TestApp;
  beforeAll(async () => {
    kit = await startPayTest();
    t = kit.t;
  });
  afterAll(() => kit.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusText(res.body);
  };

  it('counts each call under its route pattern, never its URL, with its latency', async () => {
    // The product's address in another case and an address no route has stay raw: how a URL is labelled is the point.
    await t.send(getItemType, { params: { id: 1 } }, { as: 'anonymous' });
    await t.app.inject({ method: 'GET', url: '/api/ItemTypes/1' });
    await t.send(getItemType, { params: { id: 999999 } }, { as: 'anonymous' });
    await t.app.inject({ method: 'GET', url: '/api/no/such/call' });
    const samples = await scrape();
    const route = '/api/itemtypes/:id';
    expect(valueOf(samples, 'portal_http_requests_total', { method: 'GET', route, status: '200' })).toBe(2);
    expect(valueOf(samples, 'portal_http_requests_total', { method: 'GET', route, status: '404' })).toBe(1);
    expect(samples.some((s) => /999999|such/.test(s.labels.route ?? ''))).toBe(false);
    expect(valueOf(samples, 'portal_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(
      valueOf(samples, 'portal_http_request_duration_seconds_count', { method: 'GET', route, status: '200' }),
    ).toBe(2);
    expect(
      valueOf(samples, 'portal_http_request_duration_seconds_bucket', { route, status: '200', le: '+Inf' }),
    ).toBe(2);
    // The second read of the product came from the catalogue's memo.
    expect(valueOf(samples, 'portal_cache_hits_total', { cache: 'catalog-details' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      valueOf(samples, 'portal_cache_misses_total', { cache: 'catalog-details' }),
    ).toBeGreaterThanOrEqual(1);
    // The process' own metrics: event-loop lag among them.
    expect(samples.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
    // PostgreSQL's pool (TEST_DATABASE_URL); the embedded database has none, and no gauge says otherwise.
    const pool = valueOf(samples, 'portal_db_pool_total_connections', {});
    if (testDatabaseUrl) {
      expect(pool).toBeGreaterThan(0);
      expect(valueOf(samples, 'portal_db_pool_waiting_queries', {})).toBe(0);
    } else expect(pool).toBeUndefined();
  });

  it('counts the outbox by status, whatever statuses it holds', async () => {
    const mail = { toAddress: 'ops@example.test', subject: 'Invoice', textBody: 'Hello' };
    await t.db.insert(outboxEmails).values([
      { ...mail, status: 'failed' },
      { ...mail, status: 'failed' },
      { ...mail, status: 'sending' },
    ]);
    const samples = await scrape();
    expect(valueOf(samples, 'portal_outbox_emails', { status: 'failed' })).toBeGreaterThanOrEqual(2);
    expect(valueOf(samples, 'portal_outbox_emails', { status: 'sending' })).toBeGreaterThanOrEqual(1);
  });

  it('counts card payments by processor and outcome', async () => {
    const before = await scrape();
    const count = (samples: Sample[], outcome: string) =>
      valueOf(samples, 'portal_card_payments_total', { processor: 'SQUARE', outcome }) ?? 0;
    for (const token of ['cnon:card-nonce-declined', 'cnon:card-nonce-ok']) {
      const invoiceId = await kit.invoice(kit.c1001, '12.00');
      await kit.send(
        payInvoices,
        {
          body: {
            idempotencyKey: kit.key(),
            amount: 12,
            invoices: [{ invoiceId, amount: 12 }],
            token,
            processor: 'SQUARE',
          },
        },
        { as: 'customer' },
      );
    }
    const after = await scrape();
    expect(count(after, 'declined') - count(before, 'declined')).toBe(1);
    expect(count(after, 'succeeded') - count(before, 'succeeded')).toBe(1);
  });

  it('answers 403 to another machine, whatever its forwarded header says', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('portal_http_requests_total');
    const ipv6 = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' });
    expect(ipv6.statusCode).toBe(200);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const TOKEN = 'scrape-token-0123456789abcdef';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('answers 401 without the token or with a wrong one, from any address, and 200 with it', async () => {
    const get = (authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '10.0.0.5',
        headers: authorization ? { authorization } : {},
      });
    const none = await get();
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    expect((await get(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await get('Bearer short')).statusCode).toBe(401);
    // Loopback is no excuse once a token is set.
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const ok = await get(`Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(parsePrometheusText(ok.body).length).toBeGreaterThan(0);
  });
});
