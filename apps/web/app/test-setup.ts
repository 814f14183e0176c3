// Unit tests run outside the server: the translation catalogs are registered as the server registers them.
import './lib/i18n/server-catalogs.server';
