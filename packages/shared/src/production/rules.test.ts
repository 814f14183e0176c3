import { describe, expect, it } from 'vitest';
import { addWorkingDays, expectedStageDays } from './rules';

describe('working days', () => {
  it('skips Saturdays and Sundays', () => {
    // 2026-11-27 is a Friday.
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-27', 0)).toBe('2026-11-27');
    expect(addWorkingDays('2026-11-23', 5)).toBe('2026-11-30');
    // From a Saturday, the count starts on the Monday.
    expect(addWorkingDays('2026-11-28', 0)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-28', 2)).toBe('2026-12-02');
  });

  it('expects each coming stage when the one before it ends, and never before today', () => {
    // Current stage (index 1, 2 days) reached Monday 2026-11-23: it ends Wednesday 25; then 3 days, then 1.
    expect(expectedStageDays([1, 2, 3, 1], 1, '2026-11-23', '2026-11-24')).toEqual([
      null,
      null,
      '2026-11-25',
      '2026-11-30',
    ]);
    // The same stage, late: today (Friday 27) is the earliest the next can begin.
    expect(expectedStageDays([1, 2, 3, 1], 1, '2026-11-23', '2026-11-27')).toEqual([
      null,
      null,
      '2026-11-27',
      '2026-12-02',
    ]);
    // Not started: the first stage is expected on the start day.
    expect(expectedStageDays([1, 2], -1, '2026-11-24', '2026-11-24')).toEqual(['2026-11-24', '2026-11-25']);
  });
});
