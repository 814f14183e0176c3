import { divide, micros, multiply, roundTo, toNumber } from '../platform/decimal';
import { addWorkingDays } from './rules';

/**
 * A rush tier's fee on an order: the goods after discount times the tier's percent, rounded to the cent, in exact
 * decimals. The cart shows it and the submission charges it with this one rule.
 */
export function rushFee(goods: number | string, feePercent: number | string): number {
  const base = micros(goods);
  if (base <= 0n) return 0;
  return toNumber(roundTo(divide(multiply(base, micros(feePercent)), micros(100)), 2));
}

/**
 * The earliest day a tier can meet: its lead time in working days from today, then the first working day whose
 * bookings of the tier are below its daily capacity (null capacity: no limit). `booked` counts the tier's orders due
 * each day. Looks at most a year ahead; a tier full for a year has no date (null).
 */
export function earliestTierDate(
  today: string,
  leadDays: number,
  dailyCapacity: number | null,
  booked: ReadonlyMap<string, number>,
  holidays: ReadonlySet<string>,
): string | null {
  let day = addWorkingDays(today, leadDays, holidays);
  for (let tries = 0; tries < 260; tries += 1) {
    if (dailyCapacity === null || (booked.get(day) ?? 0) < dailyCapacity) return day;
    day = addWorkingDays(day, 1, holidays);
  }
  return null;
}
