import type { Lang } from '../../../pages';

/** Query keys of the estimate screen; the names of its options come in the page's language. */
export const estimateKeys = {
  all: ['estimate'] as const,
  data: (lang: Lang) => [...estimateKeys.all, 'data', lang] as const,
  conversion: (source: string, target: string) =>
    [...estimateKeys.all, 'conversion', source, target] as const,
};
