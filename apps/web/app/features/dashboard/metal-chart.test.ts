import { describe, expect, it } from 'vitest';
import { metalChartPoints } from './metal-chart';

describe('the metal chart', () => {
  it('puts price changes and fixings on one time line, a change and a fixing of the same moment on one point', () => {
    expect(
      metalChartPoints({
        history: [
          { at: '2026-11-02T09:00:00.000Z', pricePerOunce: 2600 },
          { at: '2026-11-27T15:00:00.000Z', pricePerOunce: 2650.4 },
        ],
        fixings: [
          { at: '2026-11-27T15:00:00.000Z', date: '2026-11-27', session: 'PM', pricePerOunce: 2650.4 },
          { at: '2026-11-27T10:30:00.000Z', date: '2026-11-27', session: 'AM', pricePerOunce: 2641 },
        ],
      }),
    ).toEqual([
      { at: '2026-11-02T09:00:00.000Z', price: 2600 },
      { at: '2026-11-27T10:30:00.000Z', fixing: 2641 },
      { at: '2026-11-27T15:00:00.000Z', price: 2650.4, fixing: 2650.4 },
    ]);
  });

  it('without fixings, is the price history alone', () => {
    const history = [{ at: '2026-11-02T09:00:00.000Z', pricePerOunce: 31.2 }];
    expect(metalChartPoints({ history, fixings: [] })).toEqual([{ at: history[0]!.at, price: 31.2 }]);
  });
});
