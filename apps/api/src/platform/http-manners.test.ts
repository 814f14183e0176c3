import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await t.login(DEMO.admin)).token;
});
afterAll(() => t.close());

describe('HTTP manners of the API', () => {
  it('names the bearer scheme on a 401 (RFC 9110 §11.6.1, RFC 6750)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="api"');
    const badToken = await t.app.inject({ method: 'GET', url: '/api/invoices', headers: t.bearer('nope') });
    expect(badToken.statusCode).toBe(401);
    expect(badToken.headers['www-authenticate']).toMatch(/^Bearer/);
  });

  it('answers what the router refuses in the envelope', async () => {
    for (const url of ['/api/JobOrders/%E0%A4%A/notes', `/api/JobOrders/${'1'.repeat(600)}/notes`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: t.bearer(adminToken) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ value: null, hasErrors: true, apiMessages: { hasErrors: true } });
      expect(res.json().errorMessages[0].key).toBe('url');
    }
  });

  it('reads an id only from a whole number or its digits, never from a boolean, a list or null', async () => {
    const getUser = (id: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/User/get-by-id',
        headers: t.bearer(adminToken),
        payload: { id },
      });
    for (const id of [true, false, [2], null, '', '1e0', 1.5]) {
      const res = await getUser(id);
      expect(res.statusCode, JSON.stringify(id)).toBe(400);
      expect(res.json().errorMessages[0].key).toBe('id');
    }
    expect((await getUser(2)).statusCode).toBe(200);
    expect((await getUser('2')).statusCode).toBe(200);
  });

  it('writes every validation message in the caller’s language', async () => {
    const signUp = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Customers/sign-up',
        headers: { 'accept-language': language },
        payload: { email: 'not-an-email' },
      });
    const english = await signUp('en-US');
    const french = await signUp('fr-FR,fr;q=0.9');
    expect(english.statusCode).toBe(400);
    expect(french.statusCode).toBe(400);
    const englishText = JSON.stringify(english.json().errorMessages);
    const frenchText = JSON.stringify(french.json().errorMessages);
    expect(englishText).toContain('E-mail must be valid');
    expect(frenchText).toContain('L’adresse e-mail doit être valide');
    expect(frenchText).not.toMatch(/ is required|must be|Invalid input/);
    expect(french.json().apiMessages.serverErrors).toEqual(['Certains champs ne sont pas valides']);
  });

  it('writes the messages of the services in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/invoices/generateInvoicePDFReport/999999',
      headers: { ...t.bearer(adminToken), 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMessages[0].value).toBe('La facture est introuvable');
  });
});
