import { formatAddressLines, type PostalAddress } from '@portal/shared/reference/address-format';
import type { Lang } from '../../pages';

const regionNames = new Map<Lang, Intl.DisplayNames>();

/**
 * A country's name in the page's language from its ISO code ("États-Unis" on a French page), by the browser's own
 * names (Intl.DisplayNames); the name the server gave when there is no code or the code is unknown.
 */
export function countryName(lang: Lang, code: string | null | undefined, fallback?: string | null): string {
  if (code) {
    let names = regionNames.get(lang);
    if (!names)
      regionNames.set(lang, (names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' })));
    try {
      const name = names.of(code.toUpperCase());
      if (name) return name;
    } catch {
      // Not a region code: the server's name below.
    }
  }
  return fallback ?? '';
}

/**
 * The lines an address prints as on a page: its country's order (shared/reference/address-format.ts, the same as the
 * PDFs), the country named in the page's language.
 */
export function postalLines(lang: Lang, address: PostalAddress): string[] {
  return formatAddressLines({ ...address, country: countryName(lang, address.countryCode, address.country) });
}

/** An address as the customer, profile and partner calls give it (line1, stateName, countryName), to print. */
export const addressOf = (a: {
  line1: string;
  line2?: string | null;
  city: string;
  zip: string | null;
  stateName: string | null;
  stateCode?: string | null;
  countryName: string | null;
  countryCode?: string | null;
}): PostalAddress => ({
  lines: [a.line1, a.line2],
  city: a.city,
  zip: a.zip,
  state: a.stateName,
  stateCode: a.stateCode ?? null,
  country: a.countryName,
  countryCode: a.countryCode ?? null,
});
