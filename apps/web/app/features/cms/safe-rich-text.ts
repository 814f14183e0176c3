import { RICH_TEXT_TAGS } from '@portal/shared/cms/rich-text-tags';

/**
 * The HTML of a CMS rich-text value as the storefront writes it into a page. The API sanitises rich text when it is
 * saved and again in the public content query (docs/decisions.md); this is the page's own guard, for a value that is
 * not rich text at all (a field switched to plain text holds whatever was typed, and the page still reads it as HTML).
 * Only the editor's tags are kept, rebuilt without attributes (a link keeps a safe href); any other `<`, `>` or tag is
 * escaped and shows as the characters it is. Small on purpose: no HTML parser comes into the storefront's bundle.
 */
const TAGS = new Set<string>(RICH_TEXT_TAGS);
const VOID = new Set(['br', 'hr']);
/**
 * A path of this site or an http(s), mailto or tel address, as the API allows: no entity that could hide a scheme, no
 * quote that could end the attribute.
 */
const SAFE_HREF = /^(\/(?![/\\])|https?:\/\/|mailto:|tel:|#)[^\s&"'`<>]*(&amp;[^\s&"'`<>]*)*$/i;

const escape = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

function rebuild(token: string): string {
  const closing = /^<\/([a-z][a-z0-9]*)\s*>$/i.exec(token);
  if (closing) {
    const name = closing[1]!.toLowerCase();
    return TAGS.has(name) && !VOID.has(name) ? `</${name}>` : escape(token);
  }
  const opening = /^<([a-z][a-z0-9]*)(\s[^]*?)?\s*\/?>$/i.exec(token);
  const name = opening?.[1]?.toLowerCase();
  if (!opening || !name || !TAGS.has(name)) return escape(token);
  if (name !== 'a') return `<${name}>`;
  const attributes = opening[2] ?? '';
  const href = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(attributes);
  const url = href ? (href[1] ?? href[2] ?? '') : '';
  const blank = /\starget\s*=\s*["']?_blank\b/i.test(attributes);
  return `<a${SAFE_HREF.test(url) ? ` href="${url}"` : ''}${blank ? ' target="_blank" rel="noopener noreferrer"' : ''}>`;
}

export const safeRichText = (html: string): string => html.replace(/<[^<>]*>|[<>]/g, rebuild);
