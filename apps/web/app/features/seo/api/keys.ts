import { domainKey } from '../../../lib/calls';

/** Everything the SEO screen caches: the two tables' pages, under the domain's key. */
export const seoKeys = { all: domainKey('seo') };
