/**
 * How a postal address prints, in its country's order: the street lines, then the locality line as the country's
 * post writes it, then the country. Pure, so the API's PDFs and the web print the same lines.
 *
 * - United States, Canada: "City, ST ZIP" on one line ("New York, NY 10036"), the state or province by its code.
 * - Australia: "City ST 2000"; Brazil: "01310-100 São Paulo - SP"; Italy: "00144 Roma RM" (the province's code).
 * - United Kingdom, Ireland: the town, then the postcode on its own line.
 * - France, the rest of Europe and any other country: "75008 Paris", the region after it when one is given.
 */
export interface PostalAddress {
  /** Street lines (company, street, suite), printed as given. */
  lines?: readonly (string | null | undefined)[];
  city: string | null | undefined;
  zip: string | null | undefined;
  /** The state, province or region by name, and by its code where the country has codes (NY, QC, RM). */
  state?: string | null | undefined;
  stateCode?: string | null | undefined;
  country?: string | null | undefined;
  /** ISO 3166-1 alpha-2 ('US', 'FR'): decides the order; without it the European order is used. */
  countryCode?: string | null | undefined;
}

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const joined = (parts: string[], separator = ' ') => parts.filter(Boolean).join(separator);

/** Countries whose post writes the state or province as its code. */
const STATE_BY_CODE = new Set(['US', 'CA', 'AU', 'BR', 'IT']);

function localityLines(countryCode: string, city: string, zip: string, state: string): string[] {
  switch (countryCode) {
    case 'US':
    case 'CA':
      return [joined([joined([city, state], ', '), zip])];
    case 'AU':
      return [joined([city, state, zip])];
    case 'BR':
      return [joined([joined([zip, city]), state], ' - ')];
    case 'IT':
      return [joined([zip, city, state])];
    case 'GB':
    case 'IE':
      return [joined([city, state], ', '), zip].filter(Boolean);
    default:
      return [joined([joined([zip, city]), state], ', ')];
  }
}

/** The lines an address prints as, empty ones left out. */
export function formatAddressLines(address: PostalAddress): string[] {
  const countryCode = clean(address.countryCode).toUpperCase();
  const stateCode = clean(address.stateCode);
  const state = STATE_BY_CODE.has(countryCode) && stateCode ? stateCode : clean(address.state) || stateCode;
  return [
    ...(address.lines ?? []).map(clean),
    ...localityLines(countryCode, clean(address.city), clean(address.zip), state),
    clean(address.country),
  ].filter(Boolean);
}
