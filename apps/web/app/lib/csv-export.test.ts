import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv-export';

interface Row {
  code: string;
  po: string | null;
  total: number;
}

const columns = [
  { header: 'Order number', value: (r: Row) => r.code },
  { header: 'PO, ref', value: (r: Row) => r.po },
  { header: 'Total', value: (r: Row) => r.total },
];

describe('CSV export', () => {
  it('writes a header and one line per row, CRLF-terminated', () => {
    const csv = toCsv(columns, [
      { code: 'JO-1', po: 'PO-9', total: 1234.5 },
      { code: 'JO-2', po: null, total: -12 },
    ]);
    expect(csv).toBe('Order number,"PO, ref",Total\r\nJO-1,PO-9,1234.5\r\nJO-2,,-12\r\n');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling inner quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('the "big" ring')).toBe('"the ""big"" ring"');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Réparation — bague')).toBe('Réparation — bague');
  });

  it('leaves empty values empty and keeps numbers as numbers', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1 212 555')).toBe("'+1 212 555");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
  });

  it('exports only the columns it is given, in their order', () => {
    const csv = toCsv([columns[2]!, columns[0]!], [{ code: 'JO-1', po: 'x', total: 3 }]);
    expect(csv).toBe('Total,Order number\r\n3,JO-1\r\n');
  });
});
