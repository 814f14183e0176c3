import { describe, expect, it } from 'vitest';
import { FAQS } from './demo-content';
import { OWNER_COMPANY } from './reference-data';

describe('demo FAQs', () => {
  it('speak as the demo company does: a US workshop that ships to Canada and abroad, in both languages', () => {
    expect(OWNER_COMPANY.countryName).toBe('United States');
    const texts = FAQS.flatMap((faq) => [...faq.question, ...faq.answer]);
    expect(texts.filter((text) => /outside Canada|hors du Canada/i.test(text))).toEqual([]);
    const abroad = FAQS.find((faq) => faq.question[0] === 'Do you ship outside the United States?');
    expect(abroad?.question[1]).toBe('Livrez-vous hors des États-Unis ?');
    expect(abroad?.answer[0]).toContain('Canada');
    expect(abroad?.answer[1]).toContain('Canada');
  });
});
