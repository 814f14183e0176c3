/** The name of a category a person reads: the French one on French pages (the editor keeps both). */
export const shownName = (category: { name: string; nameFr: string }, lang: string) =>
  lang === 'fr' ? category.nameFr : category.name;
