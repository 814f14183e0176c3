import { describe, expect, it } from 'vitest';
import { safeRichText } from './safe-rich-text';

describe('safeRichText', () => {
  it('keeps what the editor writes', () => {
    const html =
      '<h2>Care</h2><p>Gold &amp; <strong>silver</strong><br>next</p><ul><li>one</li></ul>' +
      '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">shop</a> <a href="/faqs">faq</a></p>';
    expect(safeRichText(html)).toBe(html);
  });

  it('shows any other markup as text: no tag, attribute or script of a value reaches the page', () => {
    const attack =
      '<meta http-equiv="refresh" content="0;url=https://evil.example"><img src=x onerror=alert(1)>' +
      '<p onclick="x()">hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=y';
    const safe = safeRichText(attack);
    expect(safe).not.toMatch(/<(meta|img|script)/i);
    expect(safe).not.toMatch(/<[^>]*(onerror|onclick|javascript:)/i);
    expect(safe).toContain('&lt;meta http-equiv="refresh"');
    expect(safe).toContain('<p>hi</p>');
    expect(safe).toContain('<a>x</a>');
    expect(safe.endsWith('&lt;img src=x onerror=y')).toBe(true);
  });

  it('drops a link address that leaves by another scheme or hides one in entities', () => {
    for (const href of [
      '//evil.example',
      '/&#47;evil.example',
      '&#106;avascript:x',
      'data:text/html,x',
      '/\\evil',
    ])
      expect(safeRichText(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    expect(safeRichText(`<a href='/x"onmouseover="alert(1)'>x</a>`)).toBe('<a>x</a>');
  });
});
