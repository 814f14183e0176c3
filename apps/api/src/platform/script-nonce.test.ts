import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './script-nonce';

const directive = (policy: string, name: string) =>
  policy.split(';').find((d) => d.startsWith(`${name} `)) ?? '';

describe('the Content-Security-Policy of an installation', () => {
  it("lets a page's scripts run only under its nonce, never inline", () => {
    const policy = contentSecurityPolicy();
    expect(directive(policy.fixed, 'script-src')).not.toContain('nonce-');
    expect(directive(policy.page('abc123'), 'script-src')).toContain("'nonce-abc123'");
    expect(policy.page('abc123')).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("allows the configured card processor's hosted fields and no other processor", () => {
    const policy = contentSecurityPolicy([
      'https://sandbox.web.squarecdn.com',
      'https://sandbox.web.squarecdn.com',
    ]);
    for (const name of ['script-src', 'frame-src', 'connect-src']) {
      expect(directive(policy.fixed, name)).toContain('https://sandbox.web.squarecdn.com');
      expect(directive(policy.page('n'), name)).toContain('https://sandbox.web.squarecdn.com');
    }
    expect(directive(contentSecurityPolicy().fixed, 'frame-src')).not.toContain('squarecdn');
    expect(directive(policy.fixed, 'script-src').match(/squarecdn/g)).toHaveLength(1);
  });
});
