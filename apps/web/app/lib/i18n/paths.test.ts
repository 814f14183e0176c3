import { describe, expect, it } from 'vitest';
import { langFromPath, localizePath, stripLang, switchLangPath } from './paths';

describe('language paths (spec §2: English without prefix, French under /fr)', () => {
  it('reads the language of a path', () => {
    expect(langFromPath('/')).toBe('en');
    expect(langFromPath('/login')).toBe('en');
    expect(langFromPath('/fr')).toBe('fr');
    expect(langFromPath('/fr/backoffice/dashboard')).toBe('fr');
    expect(langFromPath('/french-fries')).toBe('en');
  });

  it('strips the prefix', () => {
    expect(stripLang('/fr')).toBe('/');
    expect(stripLang('/fr/login')).toBe('/login');
    expect(stripLang('/login')).toBe('/login');
  });

  it('localizes unprefixed paths', () => {
    expect(localizePath('/', 'fr')).toBe('/fr');
    expect(localizePath('/?notice=x', 'fr')).toBe('/fr?notice=x');
    expect(localizePath('/backoffice/dashboard', 'fr')).toBe('/fr/backoffice/dashboard');
    expect(localizePath('/backoffice/dashboard', 'en')).toBe('/backoffice/dashboard');
  });

  it('switches a page to the other language, keeping the query', () => {
    expect(switchLangPath('/backoffice/status-tracking/quotes', '?tab=open', 'fr')).toBe(
      '/fr/backoffice/status-tracking/quotes?tab=open',
    );
    expect(switchLangPath('/fr/login', '', 'en')).toBe('/login');
    expect(switchLangPath('/fr', '', 'en')).toBe('/');
  });
});
