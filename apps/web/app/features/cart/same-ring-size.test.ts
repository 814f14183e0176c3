import { describe, expect, it } from 'vitest';
import { clashesOnAdding, NEW_RING, sameRingSizeClashes } from './same-ring-size';

const line = (
  id: number,
  name: string,
  configuration: Record<string, unknown>,
  metalName: string | null = null,
) => ({
  id,
  name,
  metalName,
  configuration,
});

describe('same ring size (spec §5)', () => {
  it('finds two ring lines of the same size', () => {
    expect(
      sameRingSizeClashes([
        line(1, 'Signet', { ringSize: '7' }, '14K yellow gold'),
        line(2, 'Chain', {}),
        line(3, 'Signet', { ringSize: '7' }, '14K white gold'),
      ]),
    ).toEqual([
      {
        ringSize: '7',
        lines: [
          { id: 1, name: 'Signet', metalName: '14K yellow gold' },
          { id: 3, name: 'Signet', metalName: '14K white gold' },
        ],
      },
    ]);
  });

  it('says nothing when the sizes differ or only one ring is in the cart', () => {
    expect(sameRingSizeClashes([line(1, 'A', { ringSize: '7' }), line(2, 'B', { ringSize: '8' })])).toEqual(
      [],
    );
    expect(sameRingSizeClashes([line(1, 'A', { ringSize: '7' })])).toEqual([]);
    expect(sameRingSizeClashes([])).toEqual([]);
  });

  it('ignores lines without a size (not rings) and empty sizes', () => {
    expect(
      sameRingSizeClashes([
        line(1, 'Pendant', {}),
        line(2, 'Bracelet', { ringSize: '' }),
        line(3, 'Earrings', { ringSize: null }),
        line(4, 'Chain', {}),
      ]),
    ).toEqual([]);
  });

  it('treats 7, "7" and " 7.0 " as one size, and text sizes regardless of case', () => {
    const clashes = sameRingSizeClashes([
      line(1, 'A', { ringSize: 7 }),
      line(2, 'B', { ringSize: ' 7.0 ' }),
      line(3, 'C', { ringSize: 'n½' }),
      line(4, 'D', { ringSize: 'N½' }),
      line(5, 'E', { ringSize: '7,5' }),
    ]);
    expect(clashes.map((c) => [c.ringSize, c.lines.map((l) => l.id)])).toEqual([
      ['7', [1, 2]],
      ['N½', [3, 4]],
    ]);
  });

  it('treats a quarter size written two ways as one', () => {
    const clashes = sameRingSizeClashes([
      line(1, 'A', { ringSize: '6.75' }),
      line(2, 'B', { ringSize: '6¾' }),
    ]);
    expect(clashes.map((c) => c.ringSize)).toEqual(['6.75']);
  });

  it('asks when a ring goes to a cart that holds a ring of its size, not for other sizes or pieces', () => {
    const cart = [line(1, 'Band', { ringSize: '7' }, '14K yellow gold'), line(2, 'Chain', {})];
    expect(
      clashesOnAdding(cart, { name: 'Band', metalName: null, configuration: { ringSize: '7.00' } }),
    ).toEqual([
      {
        ringSize: '7',
        lines: [
          { id: 1, name: 'Band', metalName: '14K yellow gold' },
          { id: NEW_RING, name: 'Band', metalName: null },
        ],
      },
    ]);
    expect(
      clashesOnAdding(cart, { name: 'Band', metalName: null, configuration: { ringSize: '7.25' } }),
    ).toEqual([]);
    expect(clashesOnAdding(cart, { name: 'Pendant', metalName: null, configuration: {} })).toEqual([]);
  });
});
