import type { MiddlewareFunction } from 'react-router';
import { registerCatalog } from './i18n';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';

// The server renders both languages: their catalogs are part of its bundle, registered when it loads.
registerCatalog('en', en);
registerCatalog('fr', fr);

/** Root middleware; its only job is to keep this module (and the catalogs) on the server side of the build. */
export const serverCatalogsMiddleware: MiddlewareFunction<Response> = (_, next) => next();
