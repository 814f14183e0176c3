import { describe, expect, it } from 'vitest';
import { cartConfigurationOf } from './cart-configuration';

describe('the configuration a cart line keeps', () => {
  it('holds the ring size of a ring (its RING_SIZE attribute), and nothing for other pieces', () => {
    expect(
      cartConfigurationOf([
        { code: 'METAL', value: 'GOLD' },
        { code: 'RING_SIZE', value: ' 9 ' },
      ]),
    ).toEqual({ ringSize: '9' });
    expect(cartConfigurationOf([{ code: 'METAL', value: 'GOLD' }])).toEqual({});
    expect(cartConfigurationOf([{ code: 'RING_SIZE', value: '' }])).toEqual({});
  });
});
