/**
 * Working days (Monday to Friday) for the expected dates of a job's coming stages. Dates are calendar
 * days written YYYY-MM-DD, counted in UTC so that the server and the browser agree.
 */
const DAY_MS = 86_400_000;

const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;
const dayText = (date: Date) => date.toISOString().slice(0, 10);
const NO_HOLIDAYS: ReadonlySet<string> = new Set();

/** Whether the workshop works that day: Monday to Friday, not one of its holidays (YYYY-MM-DD). */
export function isWorkingDay(day: string, holidays: ReadonlySet<string> = NO_HOLIDAYS): boolean {
  return !isWeekend(new Date(`${day}T00:00:00Z`)) && !holidays.has(day);
}

/**
 * The day `days` working days after `from`; from a day off (weekend or workshop holiday), counting starts on the next
 * working day.
 */
export function addWorkingDays(
  from: string,
  days: number,
  holidays: ReadonlySet<string> = NO_HOLIDAYS,
): string {
  let date = new Date(`${from}T00:00:00Z`);
  const off = (d: Date) => isWeekend(d) || holidays.has(dayText(d));
  while (off(date)) date = new Date(date.getTime() + DAY_MS);
  let left = days;
  while (left > 0) {
    date = new Date(date.getTime() + DAY_MS);
    if (!off(date)) left -= 1;
  }
  return dayText(date);
}

/**
 * The expected day of each stage after the current one: the current stage ends `expectedDays` working days after it
 * was reached, or today if that day has passed (a late stage pushes the rest back, never forward); each next stage
 * begins when the one before it ends. `currentIndex` -1: the job has not started, and the first stage is expected
 * from `startedOn`.
 */
export function expectedStageDays(
  expectedDays: readonly number[],
  currentIndex: number,
  reachedOn: string,
  today: string,
): (string | null)[] {
  const result: (string | null)[] = expectedDays.map(() => null);
  let end = currentIndex < 0 ? reachedOn : addWorkingDays(reachedOn, expectedDays[currentIndex] ?? 0);
  if (end < today) end = today;
  for (let i = currentIndex + 1; i < expectedDays.length; i += 1) {
    result[i] = end;
    end = addWorkingDays(end, expectedDays[i] ?? 0);
  }
  return result;
}
