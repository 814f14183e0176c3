import { describe, expect, it } from 'vitest';
import { type TimelineEntry, timelineLines } from './timeline';

const t = (key: string, values: Record<string, string> = {}) =>
  `${key}(${Object.entries(values)
    .map(([k, v]) => `${k}=${v}`)
    .join(',')})`;
const day = (iso: string) => iso.slice(0, 10);

const entry = (over: Partial<TimelineEntry>): TimelineEntry => ({
  statusCode: 'NEW',
  statusName: 'New',
  at: '2026-11-20T16:00:00.000Z',
  by: 'Claire Dupont',
  onBehalfBy: null,
  reason: null,
  reasonText: null,
  ...over,
});

describe('status timeline', () => {
  it('lists the changes oldest first, the last one current', () => {
    const lines = timelineLines(
      [
        entry({ statusName: 'Declined', at: '2026-11-22T10:00:00.000Z' }),
        entry({ statusName: 'New', at: '2026-11-20T16:00:00.000Z' }),
      ],
      day,
      t,
    );
    expect(lines.map((l) => [l.status, l.when, l.current])).toEqual([
      ['New', '2026-11-20', false],
      ['Declined', '2026-11-22', true],
    ]);
  });

  it('names who made the change, and the staff member acting on their behalf', () => {
    const [alone, helped, system] = timelineLines(
      [
        entry({ at: '2026-11-20T01:00:00.000Z' }),
        entry({ at: '2026-11-20T02:00:00.000Z', onBehalfBy: 'Ada Marlow' }),
        entry({ at: '2026-11-20T03:00:00.000Z', by: null }),
      ],
      day,
      t,
    );
    expect(alone!.who).toBe('orders.timeline.by(by=Claire Dupont)');
    expect(helped!.who).toBe('orders.timeline.byOnBehalf(by=Claire Dupont,onBehalfBy=Ada Marlow)');
    expect(system!.who).toBeNull();
  });

  it('joins the reason and its text, or shows whichever was given', () => {
    const why = (reason: string | null, reasonText: string | null) =>
      timelineLines([entry({ reason, reasonText })], day, t)[0]!.why;
    expect(why('Price too high', 'Over our budget')).toBe('Price too high: Over our budget');
    expect(why(null, 'Over our budget')).toBe('Over our budget');
    expect(why('Price too high', '  ')).toBe('Price too high');
    expect(why(null, null)).toBeNull();
  });

  it('shows a reason code in the reader’s language', () => {
    const [line] = timelineLines([entry({ reason: 'price', reasonText: 'Over our budget' })], day, t);
    expect(line!.why).toBe('orders.decline.reasons.price(): Over our budget');
  });
});
