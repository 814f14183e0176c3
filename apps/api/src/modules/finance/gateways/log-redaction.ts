import { textLogLine } from '../../../platform/log-text';
import { holdsCardNumber, luhnValid, maskCardNumbers } from './card-number';

/**
 * A card number never reaches a log (card data stays with the processor, spec §7 Payments and cards). Every line the
 * logger writes passes here; a line holding a Luhn-valid 13–19 digit run (in a URL, a message, an error, any field) is
 * written with it masked. The check is one regular expression, so ordinary lines cost next to nothing.
 */
export function redactLogLine(line: string): string {
  if (!holdsCardNumber(line)) return line;
  try {
    // pino writes one JSON object per line: masking values keeps the line JSON (a bare number becomes a string).
    const masked = JSON.stringify(maskValue(JSON.parse(line), ''));
    return line.endsWith('\n') ? `${masked}\n` : masked;
  } catch {
    return maskCardNumbers(line);
  }
}

function maskValue(value: unknown, key: string): unknown {
  if (typeof value === 'string') return maskCardNumbers(value);
  if (typeof value === 'number' && key !== 'time' && Number.isInteger(value) && luhnValid(String(value)))
    return maskCardNumbers(String(value));
  if (Array.isArray(value)) return value.map((item) => maskValue(item, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [maskCardNumbers(k), maskValue(v, k)]));
  return value;
}

export type LogFormat = 'json' | 'text';

/** The logger's destination (Fastify `logger.stream`): each line redacted, then written out as JSON or as text. */
export function redactingStream(
  out: { write(chunk: string): unknown } = process.stdout,
  format: LogFormat = 'json',
) {
  return format === 'text'
    ? { write: (line: string) => void out.write(textLogLine(redactLogLine(line))) }
    : { write: (line: string) => void out.write(redactLogLine(line)) };
}

/** The server's logger options: the level, and every line through the redaction above. */
export function portalLogger(
  level: string,
  out?: { write(chunk: string): unknown },
  format: LogFormat = 'json',
) {
  return { level, stream: redactingStream(out, format) };
}
