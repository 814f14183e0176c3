/**
 * The tags a CMS rich-text value keeps: the editor's marks and blocks. The API sanitises saved and published values to
 * them (sanitize-html) and the storefront's page guard keeps only them (docs/decisions.md): one list for both.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
] as const;
