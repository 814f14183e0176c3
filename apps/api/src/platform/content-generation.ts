/**
 * A number bumped by every change to what the storefront shows (catalogue, prices, SEO): caches of listings and
 * pages keep the generation they were made in and are not used once it has moved on.
 */
let generation = 0;

export const contentGeneration = (): number => generation;

export function contentChanged(): void {
  generation += 1;
}
