import type { SeoFields } from '@portal/shared/seo/schemas';
/** spec §3 SEO fields, per language: page title, meta description, meta keywords, image alt. */
export const SEO_LANGUAGES = ['en', 'fr'] as const;
export type SeoLanguage = (typeof SEO_LANGUAGES)[number];

export const SEO_FIELDS = ['pageTitle', 'metaDescription', 'metaKeywords', 'imageAlt'] as const;
export type SeoField = (typeof SEO_FIELDS)[number];

/** The fields of one language as the API answers them (the shared contract's shape). */
export type SeoFieldValues = SeoFields;

/** The longest text the server takes per field (POST /SEO). */
export const SEO_LIMITS: Record<SeoField, number> = {
  pageTitle: 120,
  metaDescription: 320,
  metaKeywords: 500,
  imageAlt: 200,
};

/** What search engines show in full; longer texts are cut on the results page (a hint, not a rule). */
export const SEO_ADVISED: Partial<Record<SeoField, number>> = { pageTitle: 60, metaDescription: 160 };

export type SeoForm = Record<SeoLanguage, Record<SeoField, string>>;

/** The editor's texts of a row's entries ('' where nothing was saved). */
export function seoFormOf(seo: Record<SeoLanguage, SeoFieldValues | null>): SeoForm {
  const form = {} as SeoForm;
  for (const language of SEO_LANGUAGES) {
    form[language] = {} as Record<SeoField, string>;
    for (const field of SEO_FIELDS) form[language][field] = seo[language]?.[field] ?? '';
  }
  return form;
}

const same = (a: string, b: string) => a.trim() === b.trim();

/** The languages whose entry the editor changed (spaces around the text do not count: the server trims them). */
export function changedLanguages(original: SeoForm, edited: SeoForm): SeoLanguage[] {
  return SEO_LANGUAGES.filter((language) =>
    SEO_FIELDS.some((field) => !same(original[language][field], edited[language][field])),
  );
}

/** The fields over the server's limit, per language. */
export function seoFormErrors(form: SeoForm): { language: SeoLanguage; field: SeoField }[] {
  return SEO_LANGUAGES.flatMap((language) =>
    SEO_FIELDS.filter((field) => form[language][field].trim().length > SEO_LIMITS[field]).map((field) => ({
      language,
      field,
    })),
  );
}

/** How complete an entry is: how many of the four fields hold text. */
export function filledCount(values: SeoFieldValues | null): number {
  return values ? SEO_FIELDS.filter((field) => (values[field] ?? '').trim() !== '').length : 0;
}
