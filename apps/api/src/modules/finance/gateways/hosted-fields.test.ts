import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdsCardNumber, luhnValid } from './card-number';
import { chargeRequest, hostedToken, startTestSandbox } from './sandbox-test-kit';
import { FIXED_TOKENS, SANDBOX_CARD_NUMBERS, SANDBOX_CREDENTIALS } from '@portal/sandbox-gateway';

let kit: Awaited<ReturnType<typeof startTestSandbox>>;
beforeAll(async () => {
  kit = await startTestSandbox();
});
afterAll(async () => kit.sandbox.close());

const PORTAL = 'http://portal.test:3000';
const get = (path: string) => fetch(`${kit.sandbox.url}${path}`);

describe('the sandbox hosted card fields', () => {
  it('serves square.js and Collect.js from its own origin, each putting a frame of that origin in the page', async () => {
    for (const path of ['/v1/square.js', '/token/Collect.js']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/javascript');
      const code = await response.text();
      // The frame's address is built from the script's own origin (document.currentScript.src).
      expect(code).toContain('new URL(document.currentScript.src).origin');
      expect(code).toContain("'/hosted/card-frame?processor='");
    }
    expect(await (await get('/v1/square.js')).text()).toContain('window.Square');
    expect(await (await get('/token/Collect.js')).text()).toContain('window.CollectJS');
  });

  it('serves the card frame page with the card inputs, embeddable only by the page that asked for it', async () => {
    const response = await get(
      `/hosted/card-frame?processor=square&key=x&parent=${encodeURIComponent(PORTAL)}&channel=c1`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors ${PORTAL}`);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    for (const id of ['cardNumber', 'expirationDate', 'cvv', 'postalCode'])
      expect(html).toContain(`<input id="${id}"`);
    expect(html).toContain('<script src="/hosted/card-frame.js"></script>');
    const nmi = await (
      await get(`/hosted/card-frame?processor=nmi&parent=${encodeURIComponent(PORTAL)}&channel=c2`)
    ).text();
    expect(nmi).not.toContain('postalCode');
    expect((await get('/hosted/card-frame?processor=square&channel=c3')).status).toBe(400);
    const frameScript = await (await get('/hosted/card-frame.js')).text();
    expect(frameScript).toContain("fetch('/hosted/tokenize'");
    expect(frameScript).toContain('window.parent.postMessage(message, parentOrigin)');
  });

  it('tokenizes a Luhn-valid card and answers the token with the brand and last four digits only', async () => {
    const { status, body } = await hostedToken(kit.sandbox, 'square', { number: '4111 1111 1111 1111' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'OK',
      token: expect.stringMatching(/^cnon:sbx-/),
      details: { card: { brand: 'VISA', last4: '1111', bin: '411111' }, billing: { postalCode: '10001' } },
    });
    expect(holdsCardNumber(JSON.stringify(body))).toBe(false);
    const charged = await kit.square().charge(chargeRequest(body.token!));
    expect(charged).toMatchObject({ status: 'approved', last4: '1111' });
  });

  it('answers Invalid with the fields at fault, and charges nothing', async () => {
    const { status, body } = await hostedToken(kit.sandbox, 'square', {
      number: '4111 1111 1111 1112',
      expiry: '01/20',
      cvv: '12',
      postalCode: '',
    });
    expect(status).toBe(400);
    expect(body.status).toBe('Invalid');
    expect((body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual(
      ['cardNumber', 'cvv', 'expirationDate', 'postalCode'].sort(),
    );
  });

  it.each([
    ['4000000000000002', {}, 'GENERIC_DECLINE'],
    ['4000000000009995', {}, 'INSUFFICIENT_FUNDS'],
    ['4111111111111111', { cvv: '911' }, 'CVV_FAILURE'],
    ['4111111111111111', { postalCode: '99999' }, 'ADDRESS_VERIFICATION_FAILURE'],
  ])('declines card %s (%o) with %s', async (number, extra, code) => {
    const { body } = await hostedToken(kit.sandbox, 'square', { number, ...extra });
    expect(await kit.square().charge(chargeRequest(body.token!))).toMatchObject({ status: 'declined', code });
  });

  it('makes NMI-shaped tokens for Collect.js that the NMI adapter sells with', async () => {
    const { body } = await hostedToken(kit.sandbox, 'nmi', { number: '6011111111111117' });
    expect(body.token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{6}-[0-9a-f]{6}-[0-9a-f]{12}$/);
    expect(await kit.nmi().charge(chargeRequest(body.token!))).toMatchObject({ status: 'approved' });
  });

  it('refuses a wrong application id or tokenization key, and a call from another site', async () => {
    const wrong = await fetch(`${kit.sandbox.url}/hosted/tokenize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        processor: 'square',
        key: 'not-ours',
        number: '4111111111111111',
        expiry: '12/40',
        cvv: '123',
        postalCode: '1',
      }),
    });
    expect(wrong.status).toBe(401);
    const crossSite = await fetch(`${kit.sandbox.url}/hosted/tokenize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ processor: 'square', key: SANDBOX_CREDENTIALS.squareApplicationId }),
    });
    expect(crossSite.status).toBe(403);
  });

  it('documents only Luhn-valid test card numbers, and fixed tokens that stay usable', async () => {
    for (const number of Object.keys(SANDBOX_CARD_NUMBERS)) expect(luhnValid(number)).toBe(true);
    const square = kit.square();
    expect((await square.charge(chargeRequest('cnon:card-nonce-ok'))).status).toBe('approved');
    expect((await square.charge(chargeRequest('cnon:card-nonce-ok'))).status).toBe('approved');
    expect(Object.keys(FIXED_TOKENS)).toContain('cnon:sandbox-timeout');
  });
});
