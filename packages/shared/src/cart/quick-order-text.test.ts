import { describe, expect, it } from 'vitest';
import { parseQuickOrder } from './quick-order-text';

describe('reading a quick order', () => {
  it('reads lines typed, pasted from a spreadsheet or from a CSV file', () => {
    expect(
      parseQuickOrder(
        'code,quantity,metal,size\nNS-RG1001, 2, 14KY, 6.75\n\nNS-BR1482\t3\nNS-PD1\nNS-RG1;1;;6¾\n',
      ),
    ).toEqual([
      {
        text: 'NS-RG1001, 2, 14KY, 6.75',
        line: { code: 'NS-RG1001', quantity: 2, metal: '14KY', size: '6.75' },
      },
      { text: 'NS-BR1482\t3', line: { code: 'NS-BR1482', quantity: 3 } },
      { text: 'NS-PD1', line: { code: 'NS-PD1', quantity: 1 } },
      { text: 'NS-RG1;1;;6¾', line: { code: 'NS-RG1', quantity: 1, size: '6¾' } },
    ]);
  });

  it('keeps a line whose quantity is not a whole number from 1 to 999 aside', () => {
    expect(parseQuickOrder('NS-RG1, two\nNS-RG1, 0\nNS-RG1, 1.5\nNS-RG1, 1000')).toEqual(
      ['NS-RG1, two', 'NS-RG1, 0', 'NS-RG1, 1.5', 'NS-RG1, 1000'].map((text) => ({
        text,
        code: 'NS-RG1',
        problem: 'quantity',
      })),
    );
  });

  it('reads a CSV file with quoted fields and a byte-order mark', () => {
    const file = '\uFEFF"code","quantity","metal"\r\n"NS-RG1","2","14K Yellow Gold, ""polished"""\r\n';
    expect(parseQuickOrder(file)).toEqual([
      {
        text: '"NS-RG1","2","14K Yellow Gold, ""polished"""',
        line: { code: 'NS-RG1', quantity: 2, metal: '14K Yellow Gold, "polished"' },
      },
    ]);
  });
});
