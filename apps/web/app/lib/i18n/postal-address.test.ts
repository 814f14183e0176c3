import { describe, expect, it } from 'vitest';
import { countryName, postalLines } from './postal-address';

const newYork = {
  lines: ['1200 Avenue of the Americas'],
  city: 'New York',
  zip: '10036',
  state: 'New York',
  stateCode: 'NY',
  country: 'United States',
  countryCode: 'US',
};

describe('an address on a page', () => {
  it('prints a US address as the US post writes it: city, state ZIP', () => {
    expect(postalLines('en', newYork)).toEqual([
      '1200 Avenue of the Americas',
      'New York, NY 10036',
      'United States',
    ]);
  });

  it('names the country in the page language', () => {
    expect(postalLines('fr', newYork).at(-1)).toBe('États-Unis');
    expect(countryName('fr', 'CA')).toBe('Canada');
    expect(countryName('fr', 'DE')).toBe('Allemagne');
  });

  it("prints a French address postcode first, and keeps the server's name when there is no code", () => {
    expect(postalLines('fr', { city: 'Paris', zip: '75008', country: 'France', countryCode: 'FR' })).toEqual([
      '75008 Paris',
      'France',
    ]);
    expect(countryName('en', null, 'Atlantis')).toBe('Atlantis');
    expect(countryName('en', 'XY', 'Nowhere')).toBe('Nowhere');
  });
});
