import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';

// The caching headers of /api answers (docs/decisions.md "Caching of personal answers"): a personal answer is kept by
// no cache, and every answer says it varies with Accept-Language.
let t: TestApp;
let claire: string;
let owen: string;

beforeAll(async () => {
  t = await createTestApp();
  claire = (await t.login(DEMO.customer)).token;
  owen = (await t.login(DEMO.other)).token;
});
afterAll(() => t.close());

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(token ? t.bearer(token) : {}), ...headers } });

const varyOf = (answer: { headers: Record<string, unknown> }) =>
  String(answer.headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase());

describe('a personal answer of the API', () => {
  it('is private, no-store: decedents, invoices, their PDF, the profile, and refusals to a signed-in caller', async () => {
    const invoices = await get('/api/invoices', claire);
    const invoiceId = invoices.json().value.items[0].id;
    const decedents = await get('/api/decedents', owen);
    const answers = {
      decedents,
      decedent: await get(`/api/decedents/${decedents.json().value.items[0].id}`, owen),
      invoices,
      invoice: await get(`/api/invoices/${invoiceId}`, claire),
      pdf: await get(`/api/invoices/generateInvoicePDFReport/${invoiceId}`, claire),
      profile: await get('/api/auth/user', claire),
      // Another customer's invoice: refused, and the refusal is as personal as the answer.
      refused: await get(`/api/invoices/${invoiceId}`, owen),
      // A public read with a token answers with the customer's own prices.
      pricedCatalogue: await get('/api/productCategories/products?pageSize=2', claire),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.statusCode, name).toBe(name === 'refused' ? 404 : 200);
      expect(answer.headers['cache-control'], name).toBe('private, no-store');
    }
  });

  it('is private, no-store without a token too: a signed-in call refused, a sign-in that hands out tokens', async () => {
    const refused = await get('/api/invoices');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/portal-login',
      payload: DEMO.customer,
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('private, no-store');
  });
});

describe('a public answer of the API', () => {
  it('keeps its caching: no Cache-Control is added to the storefront’s anonymous reads', async () => {
    for (const url of ['/api/productCategories/products?pageSize=2', '/api/Countries']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBeUndefined();
    }
  });
});

describe('Vary: Accept-Language', () => {
  it('is on answers whose names follow the language, beside the compression’s Accept-Encoding', async () => {
    const en = await get('/api/Countries', undefined, { 'accept-encoding': 'identity' });
    const fr = await get('/api/Countries', undefined, {
      'accept-language': 'fr',
      'accept-encoding': 'identity',
    });
    // The same URL answers differently per language: a cache must key on the header.
    expect(fr.body).not.toBe(en.body);
    for (const answer of [en, fr]) expect(varyOf(answer)).toContain('accept-language');
    const compressed = await get('/api/Countries', undefined, { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(varyOf(compressed)).toEqual(expect.arrayContaining(['accept-encoding', 'accept-language']));
    expect(varyOf(compressed).filter((v) => v === 'accept-language')).toHaveLength(1);
    const personal = await get('/api/decedents', owen, { 'accept-language': 'fr' });
    expect(varyOf(personal)).toContain('accept-language');
  });

  it('is not on pictures, which do not change with the language', async () => {
    const page = await get('/api/productCategories/products?pageSize=1');
    const picture = await get(page.json().value.items[0].productImageURLs[0]);
    expect(picture.statusCode).toBe(200);
    expect(varyOf(picture)).not.toContain('accept-language');
  });
});
