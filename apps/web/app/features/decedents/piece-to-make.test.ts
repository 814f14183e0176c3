import { describe, expect, it } from 'vitest';
import { pieceOf } from './piece-to-make';
import { printChoicePath } from './print-choice';

const search = (path: string) => new URL(path, 'http://portal.test').searchParams;

describe('the piece the configurator hands to the decedents page', () => {
  it('comes back as it was configured', () => {
    const path = printChoicePath(
      { itemTypeID: 42, metalID: 7, variantIDs: [3, 9], quantity: 2 },
      'Fingerprint Heart Pendant & chain',
    );
    expect(path.startsWith('/backoffice/decedents?')).toBe(true);
    expect(pieceOf(search(path))).toEqual({
      itemTypeID: 42,
      metalID: 7,
      variantIDs: [3, 9],
      quantity: 2,
      name: 'Fingerprint Heart Pendant & chain',
    });
    expect(
      pieceOf(search(printChoicePath({ itemTypeID: 5, metalID: null, variantIDs: [], quantity: 1 }, 'Tag'))),
    ).toEqual({ itemTypeID: 5, metalID: null, variantIDs: [], quantity: 1, name: 'Tag' });
  });

  it('is none when the page is opened without one or with a broken one', () => {
    expect(pieceOf(search('/backoffice/decedents'))).toBeNull();
    expect(pieceOf(search('/backoffice/decedents?piece=abc'))).toBeNull();
    expect(pieceOf(search('/backoffice/decedents?piece=4&variants=1,x'))).toBeNull();
    expect(pieceOf(search('/backoffice/decedents?piece=4&quantity=0'))?.quantity).toBe(1);
  });
});
