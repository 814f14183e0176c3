/**
 * What modules count for /metrics: cache lookups and card payments. The tallies are kept per process (some caches are
 * module-level and belong to no app); each app's registry (metrics-registry.ts) reads them when scraped.
 */
export type CacheName =
  | 'page'
  | 'access-token'
  | 'media-resized'
  | 'order-reference'
  | 'aging-report'
  | 'jobs-at-risk'
  | 'production-stages'
  | `catalog-${string}`
  | `content-${string}`;

/** How a card payment ended: paid, refused by the card's bank, never charged, or waiting for the processor's word. */
export type CardPaymentOutcome = 'succeeded' | 'declined' | 'not_charged' | 'pending';

interface CacheTally {
  hits: number;
  misses: number;
}
interface PaymentTally {
  processor: string;
  outcome: CardPaymentOutcome;
  count: number;
}
const cacheLookups = new Map<string, CacheTally>();
const cardPayments = new Map<string, PaymentTally>();

/** Read by each app's registry when scraped. */
export const cacheTallies: ReadonlyMap<string, Readonly<CacheTally>> = cacheLookups;
export const cardPaymentTallies: ReadonlyMap<string, Readonly<PaymentTally>> = cardPayments;

export function countCacheLookup(cache: CacheName, hit: boolean): void {
  let tally = cacheLookups.get(cache);
  if (!tally) cacheLookups.set(cache, (tally = { hits: 0, misses: 0 }));
  if (hit) tally.hits += 1;
  else tally.misses += 1;
}

export function countCardPayment(processor: string, outcome: CardPaymentOutcome): void {
  const key = `${processor}|${outcome}`;
  const tally = cardPayments.get(key) ?? { processor, outcome, count: 0 };
  tally.count += 1;
  cardPayments.set(key, tally);
}
