import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../../pages';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';

/**
 * One i18next instance per language, initialised synchronously with the bundled catalogs. An instance never changes
 * its language, so the server can share them across concurrent requests and the client switches by picking the other
 * instance (no global language state to race on).
 */
function createInstance(lang: Lang): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: ['en', 'fr'],
    resources: { en: { translation: en }, fr: { translation: fr } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

const instances: Partial<Record<Lang, I18n>> = {};

export function getI18n(lang: Lang): I18n {
  instances[lang] ??= createInstance(lang);
  return instances[lang];
}

/** A translation function of a language, for code outside React (meta functions, toasts, loaders). */
export function translator(lang: Lang) {
  return getI18n(lang).t;
}
