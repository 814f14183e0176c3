import { describe, expect, it } from 'vitest';
import { changedLanguages, filledCount, seoFormErrors, seoFormOf } from './seo-entry';

const english = { pageTitle: 'Rings', metaDescription: null, metaKeywords: 'gold, rings', imageAlt: null };

describe('SEO entries', () => {
  it('fills the editor with the saved texts, blank where none', () => {
    const form = seoFormOf({ en: english, fr: null });
    expect(form.en).toEqual({
      pageTitle: 'Rings',
      metaDescription: '',
      metaKeywords: 'gold, rings',
      imageAlt: '',
    });
    expect(form.fr).toEqual({ pageTitle: '', metaDescription: '', metaKeywords: '', imageAlt: '' });
  });

  it('saves only the languages that changed, ignoring spaces around the text', () => {
    const original = seoFormOf({ en: english, fr: null });
    expect(changedLanguages(original, original)).toEqual([]);
    expect(changedLanguages(original, { ...original, en: { ...original.en, pageTitle: ' Rings ' } })).toEqual(
      [],
    );
    expect(
      changedLanguages(original, {
        en: { ...original.en, metaDescription: 'Gold rings' },
        fr: { ...original.fr, pageTitle: 'Bagues' },
      }),
    ).toEqual(['en', 'fr']);
    expect(changedLanguages(original, { ...original, fr: { ...original.fr, imageAlt: 'Bague' } })).toEqual([
      'fr',
    ]);
  });

  it('flags texts longer than the server takes', () => {
    const form = seoFormOf({ en: null, fr: null });
    expect(seoFormErrors(form)).toEqual([]);
    form.fr.pageTitle = 'x'.repeat(121);
    form.en.imageAlt = 'x'.repeat(200);
    expect(seoFormErrors(form)).toEqual([{ language: 'fr', field: 'pageTitle' }]);
  });

  it('counts the fields that hold text', () => {
    expect(filledCount(null)).toBe(0);
    expect(filledCount(english)).toBe(2);
    expect(filledCount({ ...english, imageAlt: '   ' })).toBe(2);
  });
});
