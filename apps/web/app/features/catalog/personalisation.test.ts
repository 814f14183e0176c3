import { describe, expect, it } from 'vitest';
import { initialPersonalisation, lineConfigurationOf } from './personalisation';

const ring = { ringSizes: { min: 3, max: 13, base: 10 }, engraving: { maxLength: 15 } };
const pendant = { ringSizes: null, engraving: null };

describe('a ring’s size and engraving', () => {
  it('starts in the size the ring’s weight is given for, without engraving', () => {
    expect(initialPersonalisation(ring)).toEqual({ ringSize: '10', engraving: '', engravingFont: 'SCRIPT' });
    expect(lineConfigurationOf(ring, initialPersonalisation(ring))).toEqual({ ringSize: '10' });
  });

  it('asks with the engraving and its font only when there is text to engrave', () => {
    const chosen = { ringSize: '6.75', engraving: '  Forever ', engravingFont: 'ROMAN' };
    expect(lineConfigurationOf(ring, chosen)).toEqual({
      ringSize: '6.75',
      engraving: 'Forever',
      engravingFont: 'ROMAN',
    });
    expect(lineConfigurationOf(ring, { ...chosen, engraving: '   ' })).toEqual({ ringSize: '6.75' });
  });

  it('asks nothing for a piece made in no size that cannot be engraved', () => {
    expect(
      lineConfigurationOf(pendant, { ringSize: '7', engraving: 'Love', engravingFont: 'SCRIPT' }),
    ).toEqual({});
  });
});
