import type { QuickOrderLine } from '../api/quick-add';

/** A typed or pasted line read into the call's fields, or why it cannot be sent. */
export type ParsedLine = { text: string; line: QuickOrderLine } | { text: string; problem: 'quantity' };

/**
 * The lines of the text box or of a CSV file: one piece per line, its fields separated by a tab (pasted from a
 * spreadsheet), a semicolon or a comma: style code, quantity (1 when empty), metal, ring size. Empty lines and a header
 * line (`code,quantity,…`) are left out.
 */
export function parseQuickOrder(text: string): ParsedLine[] {
  return text
    .split(/\r?\n/)
    .map((raw) => raw.trim())
    .filter((raw) => raw !== '' && !/^(style\s*)?code\b/i.test(raw))
    .map((raw) => {
      const [code = '', quantity = '', metal = '', size = ''] = raw.split(/\t|;|,/).map((f) => f.trim());
      const amount = quantity === '' ? 1 : Number(quantity);
      if (!Number.isInteger(amount) || amount < 1 || amount > 999)
        return { text: raw, problem: 'quantity' as const };
      return {
        text: raw,
        line: { code, quantity: amount, ...(metal ? { metal } : {}), ...(size ? { size } : {}) },
      };
    });
}
