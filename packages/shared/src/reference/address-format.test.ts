import { describe, expect, it } from 'vitest';
import { formatAddressLines } from './address-format';

describe('formatAddressLines', () => {
  it('writes a US address as "City, ST ZIP" on one line, with the state by its code', () => {
    expect(
      formatAddressLines({
        lines: ['47 West 47th Street', 'Suite 1200'],
        city: 'New York',
        zip: '10036',
        state: 'New York',
        stateCode: 'NY',
        country: 'United States',
        countryCode: 'US',
      }),
    ).toEqual(['47 West 47th Street', 'Suite 1200', 'New York, NY 10036', 'United States']);
  });

  it('writes a Canadian address as "City, PR A1A 1A1"', () => {
    expect(
      formatAddressLines({
        city: 'Montréal',
        zip: 'H3B 2Y5',
        state: 'Quebec',
        stateCode: 'QC',
        countryCode: 'ca',
      }),
    ).toEqual(['Montréal, QC H3B 2Y5']);
  });

  it('puts the postcode before the city in France and the rest of Europe', () => {
    expect(
      formatAddressLines({
        lines: ['8 rue de la Paix'],
        city: 'Paris',
        zip: '75008',
        country: 'France',
        countryCode: 'FR',
      }),
    ).toEqual(['8 rue de la Paix', '75008 Paris', 'France']);
    expect(formatAddressLines({ city: 'Berlin', zip: '10117', countryCode: 'DE' })).toEqual(['10117 Berlin']);
    expect(formatAddressLines({ city: 'Roma', zip: '00144', stateCode: 'RM', countryCode: 'IT' })).toEqual([
      '00144 Roma RM',
    ]);
  });

  it('puts a British postcode on its own line', () => {
    expect(
      formatAddressLines({ city: 'London', zip: 'SW1A 1AA', country: 'United Kingdom', countryCode: 'GB' }),
    ).toEqual(['London', 'SW1A 1AA', 'United Kingdom']);
  });

  it('leaves out what is missing and keeps a state by name where the country has no codes', () => {
    expect(
      formatAddressLines({
        lines: ['', null],
        city: 'New York',
        zip: null,
        stateCode: 'NY',
        countryCode: 'US',
      }),
    ).toEqual(['New York, NY']);
    expect(formatAddressLines({ city: 'Lyon', zip: '69002', state: 'Rhône', countryCode: null })).toEqual([
      '69002 Lyon, Rhône',
    ]);
    expect(formatAddressLines({ city: null, zip: null })).toEqual([]);
  });
});
