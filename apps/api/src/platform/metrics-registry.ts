import { count } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { cacheTallies, cardPaymentTallies } from './metrics';
import { outboxEmails } from './tables';
import { withinTimeLimit } from './time-limit';

/** A scrape never waits longer than this for the outbox count: a slow database leaves the gauge out, not the scrape. */
const OUTBOX_COUNT_LIMIT_MS = 1_000;

export interface PortalMetrics {
  registry: Registry;
  observeRequest(labels: { method: string; route: string; status: string }, seconds: number): void;
  /** Starts the process metrics (event-loop lag, memory, GC): once, when the server listens or is first scraped. */
  startProcessMetrics(): void;
}

/** One registry per app (tests build many in one process; the default global registry would refuse the second). */
export function createMetrics(database: Database, onError: (error: unknown) => void): PortalMetrics {
  const registry = new Registry();
  const registers = [registry];
  const requestLabels = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: requestLabels,
    registers,
  });
  const durations = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from the request to its answer, by method, route pattern and status',
    labelNames: requestLabels,
    registers,
  });
  new Counter({
    name: 'portal_cache_hits_total',
    help: 'Lookups a cache answered, by cache',
    labelNames: ['cache'],
    registers,
    collect() {
      this.reset();
      for (const [cache, tally] of cacheTallies) this.inc({ cache }, tally.hits);
    },
  });
  new Counter({
    name: 'portal_cache_misses_total',
    help: 'Lookups a cache could not answer (computed or read afresh), by cache',
    labelNames: ['cache'],
    registers,
    collect() {
      this.reset();
      for (const [cache, tally] of cacheTallies) this.inc({ cache }, tally.misses);
    },
  });
  new Counter({
    name: 'portal_card_payments_total',
    help: 'Card payments by processor and outcome (succeeded, declined, not_charged; pending: outcome unknown)',
    labelNames: ['processor', 'outcome'],
    registers,
    collect() {
      this.reset();
      for (const { processor, outcome, count: n } of cardPaymentTallies.values())
        this.inc({ processor, outcome }, n);
    },
  });
  new Gauge({
    name: 'portal_outbox_emails',
    help: 'E-mails in the outbox by status (queued, failed, sent, ...)',
    labelNames: ['status'],
    registers,
    async collect() {
      this.reset();
      const rows = await withinTimeLimit(
        database.db
          .select({ status: outboxEmails.status, emails: count() })
          .from(outboxEmails)
          .groupBy(outboxEmails.status),
        OUTBOX_COUNT_LIMIT_MS,
      ).catch((error: unknown) => {
        onError(error);
        return [];
      });
      for (const row of rows) this.set({ status: row.status }, row.emails);
    },
  });
  if (database.poolStats()) registerPoolGauges(database, registers);

  let processMetrics = false;
  return {
    registry,
    observeRequest(labels, seconds) {
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    startProcessMetrics() {
      if (processMetrics) return;
      processMetrics = true;
      collectDefaultMetrics({ register: registry });
    },
  };
}

function registerPoolGauges(database: Database, registers: Registry[]): void {
  const gauges = {
    total: 'portal_db_pool_total_connections',
    idle: 'portal_db_pool_idle_connections',
    waiting: 'portal_db_pool_waiting_queries',
  } as const;
  const help = {
    total: 'Connections the PostgreSQL pool holds open',
    idle: 'Open connections of the pool not running a query',
    waiting: 'Queries waiting for a connection of the pool (DATABASE_POOL_SIZE)',
  };
  for (const key of ['total', 'idle', 'waiting'] as const)
    new Gauge({
      name: gauges[key],
      help: help[key],
      registers,
      collect() {
        const stats = database.poolStats();
        if (stats) this.set(stats[key]);
      },
    });
}
