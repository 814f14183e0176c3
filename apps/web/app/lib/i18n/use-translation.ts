import { type Translate, translator } from './i18n';
import { useCatalog } from './catalog-loader';
import { useLang } from './use-lang';

/** The translation function of the current page's language. */
export function useTranslation(): { t: Translate } {
  const lang = useLang();
  useCatalog(lang);
  return { t: translator(lang) };
}
