import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from './route';
import { allRoutes } from '../routes';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';

const failingRoute = defineRoute({
  method: 'GET',
  url: '/test/explode',
  permission: 'public',
  summary: 'always fails',
  handler: async () => {
    throw new Error('SELECT secret FROM users -- internal detail');
  },
});

const echoRoute = defineRoute({
  method: 'POST',
  url: '/test/echo/:id',
  permission: 'public',
  summary: 'validates every part',
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ pageSize: z.coerce.number().int().max(200) }),
  body: z.object({ name: z.string().min(2), email: z.email('E-mail must be valid') }),
  response: z.object({ id: z.number() }),
  handler: async ({ params }) => ({ id: params.id }),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ routes: [...allRoutes, failingRoute, echoRoute] });
});
afterAll(() => t.close());

describe('the API platform', () => {
  it('answers health with the conventions fields and the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'ok',
      db: 'ok',
      hasErrors: false,
      value: { status: 'ok', db: 'ok' },
    });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('matches routes case-insensitively', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/countries' });
    const b = await t.app.inject({ method: 'GET', url: '/api/COUNTRIES' });
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });

  it('answers an unknown call with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ value: null, hasErrors: true, apiMessages: { hasErrors: true } });
  });

  it("puts a request id on every response, its own: a caller's is not trusted without TRUST_PROXY", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-1234567' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(other.headers['x-request-id']).not.toBe(res.headers['x-request-id']);
  });

  it('keeps a well-formed request id that a trusted proxy set (TRUST_PROXY=1)', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const kept = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'trace-1234567' },
      });
      expect(kept.headers['x-request-id']).toBe('trace-1234567');
      const odd = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'not an id' },
      });
      expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await proxied.close();
    }
  });

  it('lists every bad field of params, query and body at once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo/abc?pageSize=500',
      payload: { name: 'x', email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    const keys = res
      .json()
      .errorMessages.map((m: { key: string }) => m.key)
      .sort();
    expect(keys).toEqual(['email', 'id', 'name', 'pageSize']);
    expect(res.json().errorMessages).toContainEqual({ key: 'email', value: 'E-mail must be valid' });
  });

  it('accepts query keys in any case', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo/7?PAGESIZE=5',
      payload: { name: 'ok', email: 'a@b.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ id: 7 });
  });

  it('hides the details of an unexpected error behind a 500 with the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('SELECT');
    expect(res.json().errorMessages[0].value).toContain(res.headers['x-request-id']);
  });

  it('refuses malformed JSON with 400, a wrong media type with 415 and a large body with 413', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/portal-login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().hasErrors).toBe(true);
    const media = await t.app.inject({
      method: 'POST',
      url: '/api/auth/portal-login',
      headers: { 'content-type': 'application/x-foo' },
      payload: 'x',
    });
    expect(media.statusCode).toBe(415);
    const large = await t.app.inject({
      method: 'POST',
      url: '/api/auth/portal-login',
      payload: { email: 'a@b.test', password: 'x'.repeat(1_100_000) },
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().hasErrors).toBe(true);
  });

  it('sends security headers and no CORS headers by default', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes an OpenAPI document of every call and its docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/portal-login',
        '/api/Countries/states',
        '/api/modules/get-by-code/{moduleCode}',
      ]),
    );
    expect(doc.paths['/api/auth/portal-login'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/auth/portal-login'].post.tags).toEqual(['Authentication']);
    // the page links its assets relatively: /api/docs redirects to /api/docs/, whose assets load
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(302);
    expect(docs.headers.location).toBe('/api/docs/');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.body).toContain('./static/swagger-ui.css');
    const css = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('answers 401 without a token and 401 with a tampered one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    const { token } = await t.login(DEMO.customer);
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: '1' })).toString('base64url');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: t.bearer(`${h}.${forged}.${s}`),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().hasErrors).toBe(true);
  });
});

describe('the global rate limit', () => {
  it('answers 429 with the envelope past the limit', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await limited.app.inject({ method: 'GET', url: '/api/Countries' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await limited.app.inject({ method: 'GET', url: '/api/Countries' });
      expect(res.json()).toMatchObject({ hasErrors: true, value: null });
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
