import { describe, expect, it } from 'vitest';
import { pieceShapeOf } from './piece-shape';

describe('pieceShapeOf', () => {
  it.each([
    ['Classic Fingerprint Heart Pendant', 'heart'],
    ['Classic Fingerprint Disc Pendant', 'disc'],
    ['Vintage Fingerprint Dog Tag', 'tag'],
    ['Modern Fingerprint Band', 'ring'],
    ['Modern Fingerprint Signet Ring', 'ring'],
    ['Classic Cremation Urn Pendant', 'teardrop'],
    ['Classic Teardrop Keepsake Pendant', 'teardrop'],
    ['Classic Handwriting Bar Pendant', 'bar'],
    ['Classic Handwriting Bracelet', 'bracelet'],
    ['Classic Paw Print Pendant', 'disc'],
    ['Classic Paw Print Charm', 'charm'],
    ['Classic Fingerprint Cufflinks', 'cufflinks'],
    ['Fingerprint Key Ring', 'keychain'],
    ['Fingerprint Keychain', 'keychain'],
    ['Heart Charm Bracelet', 'bracelet'],
  ])('draws %s as a %s', (name, shape) => {
    expect(pieceShapeOf(name)).toBe(shape);
  });

  it('does not take a word inside another for a kind (an earring is no ring, a barrel no bar)', () => {
    expect(pieceShapeOf('Memorial Barrel Pendant')).toBe('disc');
    expect(pieceShapeOf('Memorial Earring')).toBe('disc');
  });
});
