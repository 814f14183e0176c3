import { describe, expect, it } from 'vitest';
import { londonTime } from './fixings-import';
import { londonDay } from './fixings-service';

describe('London time', () => {
  it('dates a fixing by London’s calendar and clock, summer and winter', () => {
    expect(londonTime('2026-07-01', '15:00').toISOString()).toBe('2026-07-01T14:00:00.000Z');
    expect(londonTime('2026-12-01', '15:00').toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(londonDay(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(londonDay(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-01');
  });
});
