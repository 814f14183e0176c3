import type { Lang } from '../../../pages';

/** 2.4 MB, 830 KB, 1,5 Mo: a size as a person reads it, in the page's language. */
export function fileSize(bytes: number, lang: Lang): string {
  const fr = lang === 'fr';
  const format = (n: number) => n.toLocaleString(fr ? 'fr-FR' : 'en-US', { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format(bytes / 1024 / 1024)} ${fr ? 'Mo' : 'MB'}`;
  if (bytes >= 1024) return `${format(bytes / 1024)} ${fr ? 'Ko' : 'KB'}`;
  return `${bytes} ${fr ? 'o' : 'B'}`;
}
