import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SCRIPT_NONCE_HEADER, contentSecurityPolicy } from './script-nonce';
import { pageHandler } from './web';

// Pages rendered for a signed-in visitor (docs/decisions.md "Caching of personal answers"): theirs alone, never kept by
// the page cache nor by any other cache. React Router stands in as a renderer that greets whoever the cookie names,
// reading it as the web app does (apps/web/app/lib/cookies.ts: the cookie's name trimmed).
let app: FastifyInstance;
let renders = 0;
let setCookie: string | null = null;

const signedInAs = (cookieHeader: string | null) =>
  (cookieHeader ?? '').split(';').some((part) => part.split('=')[0]!.trim() === 'portal_auth')
    ? 'Claire Dubois, your price $1,240'
    : 'visitor, price from $1,300';

async function render(request: Request): Promise<Response> {
  renders += 1;
  const nonce = request.headers.get(SCRIPT_NONCE_HEADER);
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  if (setCookie) headers.append('set-cookie', setCookie);
  return new Response(
    `<html><script nonce="${nonce}"></script><p>Hello ${signedInAs(request.headers.get('cookie'))}</p></html>`,
    { status: 200, headers },
  );
}

beforeAll(async () => {
  app = Fastify();
  const handle = pageHandler(render, () => 'http://shop.test', contentSecurityPolicy());
  app.setNotFoundHandler((request, reply) => handle(request, reply));
  await app.ready();
});
afterAll(() => app.close());
beforeEach(() => {
  setCookie = null;
});

const AUTH = `portal_auth=${encodeURIComponent(JSON.stringify({ token: 't', refreshToken: 'r' }))}`;
const page = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('a storefront page', () => {
  it('is kept for visitors who are not signed in, with no private cache header', async () => {
    const first = await page('/product/NS-1');
    const again = await page('/product/NS-1');
    expect([first.headers['x-page-cache'], again.headers['x-page-cache']]).toEqual(['miss', 'hit']);
    expect(again.body).toContain('Hello visitor');
    expect(again.headers['cache-control']).toBeUndefined();
  });
});

describe('a page for a signed-in visitor', () => {
  it('is private, no-store, rendered afresh, and never served to the next visitor', async () => {
    for (const cookie of [
      AUTH,
      `i18n_redirected=en; ${AUTH}`,
      `portal_auth =${AUTH.slice('portal_auth='.length)}`,
    ]) {
      const url = `/product/NS-${Math.random().toString(36).slice(2)}`;
      const mine = await page(url, cookie);
      expect(mine.body, cookie).toContain('Hello Claire');
      expect(mine.headers['cache-control'], cookie).toBe('private, no-store');
      expect(mine.headers['x-page-cache'], cookie).toBeUndefined();
      const next = await page(url);
      expect(next.body, cookie).toContain('Hello visitor');
      expect(next.body, cookie).not.toContain('Claire');
    }
  });

  it('is private, no-store on every page and on the data of a client navigation', async () => {
    for (const url of ['/dashboard', '/fr/catalogue/rings', '/catalogue/rings.data', '/product/NS-1']) {
      const answer = await app.inject({ method: 'GET', url, headers: { cookie: AUTH } });
      expect(answer.headers['cache-control'], url).toBe('private, no-store');
      const head = await app.inject({ method: 'HEAD', url, headers: { cookie: AUTH } });
      expect(head.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('is rendered even when an anonymous copy is kept', async () => {
    await page('/catalogue');
    const before = renders;
    const mine = await page('/catalogue', AUTH);
    expect(renders).toBe(before + 1);
    expect(mine.body).toContain('Hello Claire');
  });
});

describe('a page that sets cookies (sign-in, a rotated token)', () => {
  it('is private, no-store and not kept', async () => {
    setCookie = `${AUTH}; Path=/; Max-Age=15552000; SameSite=Lax`;
    const signIn = await page('/configurator');
    expect(signIn.headers['cache-control']).toBe('private, no-store');
    expect(String(signIn.headers['set-cookie'])).toContain('portal_auth=');
    setCookie = null;
    const next = await page('/configurator');
    expect(next.headers['x-page-cache']).toBe('miss');
    expect(next.headers['set-cookie']).toBeUndefined();
  });
});
