import { queryContent } from '@portal/shared/cms/query-content';
import type { ApiClient } from '../../lib/api';
import type { Lang } from '../../pages';
import { type ContentDoc, textOf } from './load-content-page';

/** A block of the home page as staff wrote it in the CMS (component home-section), in the page's language. */
export interface HomeSection {
  id: number;
  layout: 'hero' | 'cards' | 'banner';
  title: string;
  text: string;
  button: { label: string; link: string } | null;
}

/** A card of the home page's cards section (component home-card). */
export interface HomeCard {
  id: number;
  title: string;
  text: string;
  link: string | null;
  icon: string;
}

export interface HomeContent {
  sections: HomeSection[];
  cards: HomeCard[];
}

const LAYOUTS = new Set(['hero', 'cards', 'banner']);

const toSection = (doc: ContentDoc): HomeSection | null => {
  const layout = textOf(doc, 'layout');
  if (!LAYOUTS.has(layout) || !textOf(doc, 'title')) return null;
  const label = textOf(doc, 'buttonLabel');
  const link = textOf(doc, 'buttonLink');
  return {
    id: Number(doc.id),
    layout: layout as HomeSection['layout'],
    title: textOf(doc, 'title'),
    text: textOf(doc, 'text'),
    button: label && link ? { label, link } : null,
  };
};

const toCard = (doc: ContentDoc): HomeCard => ({
  id: Number(doc.id),
  title: textOf(doc, 'title'),
  text: textOf(doc, 'text'),
  link: textOf(doc, 'link') || null,
  icon: textOf(doc, 'icon'),
});

/**
 * The home page's published sections and cards in the page's language (English where a French value is missing), in
 * their order, for server rendering. A content query that fails leaves the page its built-in text rather than no page.
 */
export async function loadHomeSections(client: ApiClient, locale: Lang): Promise<HomeContent> {
  const ask = (component: string) =>
    client.send(
      queryContent,
      { body: { where: { component }, sortBy: [{ order: 1 }], limit: 24, locale } },
      { silent: true },
    );
  try {
    const [sections, cards] = await Promise.all([ask('home-section'), ask('home-card')]);
    const docs = (list: typeof sections) => list.filter((d): d is ContentDoc => d !== null);
    return {
      sections: docs(sections)
        .map(toSection)
        .filter((s): s is HomeSection => s !== null),
      cards: docs(cards)
        .map(toCard)
        .filter((c) => c.title),
    };
  } catch {
    return { sections: [], cards: [] };
  }
}
