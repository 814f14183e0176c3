import { memo, type CacheOptions, type Memo } from '../../platform/cache';

/**
 * The catalogue's remembered reads (a filter set's count, a page's ids, the attribute codes, a product's detail
 * without its price): caller-independent reads kept per database in the platform's one cache (`platform/cache.ts`),
 * counted in /metrics as `catalog-<name>` (docs/decisions.md "Caller-independent catalogue reads are remembered").
 */
export type ListingMemo<V> = Memo<V>;

export function listingMemo<V>(options: Omit<CacheOptions<V>, 'name'> & { name: string }): ListingMemo<V> {
  return memo({ ...options, name: `catalog-${options.name}` });
}
