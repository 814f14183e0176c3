/**
 * The CSV export of any back-office grid (docs/decisions.md: machine values of exactly the rows loaded and the columns
 * shown). The grid picks the rows and columns; this writes them.
 */

/** A column of an export: its header and the value of a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/** Text a spreadsheet would run as a formula (CSV injection); numbers are left alone, so -12.50 stays a number. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces, quotes doubled; text that
 * a spreadsheet would take for a formula is prefixed with an apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows under a header line, CRLF between lines (RFC 4180). */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const line = (cells: (string | number | null | undefined)[]) => cells.map(csvCell).join(',');
  return [line(columns.map((c) => c.header)), ...rows.map((row) => line(columns.map((c) => c.value(row))))]
    .join('\r\n')
    .concat('\r\n');
}

/** Saves the text as a file; the byte order mark lets spreadsheet programs read it as UTF-8 (accents in French). */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
