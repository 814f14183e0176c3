import { useLocation } from 'react-router';
import type { Lang } from '../../pages';
import { saveLocaleCookie } from './locale-cookie';
import { switchLangPath } from './paths';
import { useLang } from './use-lang';

/**
 * The other language's version of the page being read (query kept): where a language link leads, and what choosing it
 * does, which is storing the choice in the i18n_redirected cookie (spec §9) so that / goes to it next time.
 */
export function useOtherLanguage() {
  const lang = useLang();
  const location = useLocation();
  const other: Lang = lang === 'en' ? 'fr' : 'en';
  return {
    lang: other,
    to: switchLangPath(location.pathname, location.search, other),
    choose: () => saveLocaleCookie(other),
  };
}
