import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST, readableTextOn } from './brand-colours';

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;

describe('readable text on a brand colour', () => {
  it('writes white on a dark colour and dark on a light one', () => {
    expect(readableTextOn('#14213d')).toBe('#ffffff');
    expect(readableTextOn('#f5e6c8')).toBe('#000000');
    expect(readableTextOn('#ffff00')).toBe('#000000');
  });

  it('keeps at least 4.5:1 whatever colour is chosen', () => {
    let worst = 21;
    for (let r = 0; r <= 255; r += 15)
      for (let g = 0; g <= 255; g += 15)
        for (let b = 0; b <= 255; b += 15) {
          const background = hex(r, g, b);
          worst = Math.min(worst, contrastRatio(background, readableTextOn(background)));
        }
    expect(worst).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
