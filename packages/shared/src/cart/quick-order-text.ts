import type { z } from 'zod';
import type { quickOrderLine } from './quick-add-to-cart';

type QuickOrderLine = z.input<typeof quickOrderLine>;

/** A typed, pasted or uploaded line read into the call's fields, or why it cannot be sent. */
export type ParsedLine =
  { text: string; line: QuickOrderLine } | { text: string; code: string; problem: 'quantity' };

/**
 * A line's fields, split on a tab (pasted from a spreadsheet), a semicolon or a comma; a field in double quotes may
 * hold the separator and doubled quotes (RFC 4180), as a spreadsheet writes `"14K Yellow Gold, polished"`.
 */
function fieldsOf(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === '\t' || char === ';' || char === ',') {
      fields.push(field.trim());
      field = '';
    } else field += char;
  }
  fields.push(field.trim());
  return fields;
}

/**
 * The lines of the text box, of a CSV file read in the browser or of one sent to POST /shoppingCart/quick-add: one
 * piece per line: style code, quantity (1 when empty), metal, ring size. Empty lines and a header line
 * (`code,quantity,…`) are left out; a byte-order mark is ignored.
 */
export function parseQuickOrder(text: string): ParsedLine[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((raw) => raw.trim())
    .filter((raw) => raw !== '' && !/^"?(style\s*)?code\b/i.test(raw))
    .map((raw) => {
      const [code = '', quantity = '', metal = '', size = ''] = fieldsOf(raw);
      const amount = quantity === '' ? 1 : Number(quantity);
      if (!Number.isInteger(amount) || amount < 1 || amount > 999)
        return { text: raw, code, problem: 'quantity' as const };
      return {
        text: raw,
        line: { code, quantity: amount, ...(metal ? { metal } : {}), ...(size ? { size } : {}) },
      };
    });
}
