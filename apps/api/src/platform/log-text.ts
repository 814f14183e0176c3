/**
 * The log as a person reads it in a terminal (LOG_FORMAT=text, the default when the output is one): one short line per
 * event, `12:04:31 INFO  message  key=value`, instead of pino's JSON, which is for log collectors (docs/decisions.md,
 * "A quiet first start").
 */
const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};

/**
 * What every pino line carries and a reader does not need on each line. A request's id stays: it is how a reader finds
 * the lines of the request a user quotes (a 500's message names it).
 */
const OMITTED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toTimeString().slice(0, 8);
}

function fieldText(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/** One pino JSON line as text; a line that is not JSON passes unchanged. */
export function textLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const level = LEVELS[Number(entry.level)] ?? 'INFO ';
  const fields = Object.entries(entry)
    .filter(([key]) => !OMITTED.has(key))
    .map(([key, value]) => `${key}=${fieldText(value)}`);
  const head = [clock(entry.time), level, String(entry.msg ?? '')].join(' ');
  const err = entry.err as { type?: string; message?: string; stack?: string } | undefined;
  const tail = err ? `\n${err.stack ?? `${err.type ?? 'Error'}: ${err.message ?? ''}`}` : '';
  return `${fields.length ? `${head}  ${fields.join(' ')}` : head}${tail}\n`;
}
