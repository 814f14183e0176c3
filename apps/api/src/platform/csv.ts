import { invalid } from './errors';

/** A field as RFC 4180 wants it, and never read as a formula by a spreadsheet. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Lines of fields as a CSV file's text: a byte-order mark (spreadsheets then read UTF-8), CRLF line ends. */
export const csvText = (lines: readonly (readonly (string | number | null)[])[]): string =>
  `\uFEFF${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;

/**
 * An uploaded CSV file's text: refused when its bytes are not UTF-8 text (a spreadsheet's binary file, a picture
 * renamed .csv), whatever its name says; a byte-order mark is dropped.
 */
export function csvTextOf(data: Buffer): string {
  if (data.includes(0)) throw invalid('file', 'This file is not a CSV text file');
  const text = new TextDecoder('utf-8', { fatal: false }).decode(data).replace(/^\uFEFF/, '');
  if (text.includes('\uFFFD')) throw invalid('file', 'This file is not a CSV text file (UTF-8)');
  return text;
}
