import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '@portal/shared/constants/index';
import type { Lang } from '../../pages';
import { readCookie, serializeCookie } from '../cookies';

/** spec §9: the chosen language lives in the i18n_redirected cookie for 365 days. */
export function readLocaleCookie(cookieHeader: string | null | undefined): Lang | null {
  const value = readCookie(cookieHeader, LOCALE_COOKIE);
  return value === 'fr' || value === 'en' ? value : null;
}

export function saveLocaleCookie(lang: Lang): void {
  document.cookie = serializeCookie(LOCALE_COOKIE, lang, {
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
    secure: window.location.protocol === 'https:',
  });
}
