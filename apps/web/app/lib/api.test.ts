import { describe, expect, it, vi } from 'vitest';
import { generateInvoicePdfReport } from '@portal/shared/finance/generate-invoice-pdf-report';
import { ApiError, type Tokens, createApiClient } from './api';

type Handler = (url: string, init: RequestInit) => Response;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const envelope = (value: unknown, errors: { key: string; value: string }[] = []) => ({
  value,
  hasErrors: errors.length > 0,
  errorMessages: errors,
  apiMessages: { hasErrors: errors.length > 0, serverErrors: [] },
});

function setup(
  handler: Handler,
  initial: Tokens | null = { token: 'old-access', refreshToken: 'old-refresh' },
) {
  let tokens = initial;
  const calls: { url: string; auth: string | null; body: unknown }[] = [];
  const onError = vi.fn();
  const onSessionEnd = vi.fn();
  const client = createApiClient({
    baseUrl: 'http://portal.test',
    language: () => 'fr',
    tokens: { get: () => tokens, set: (next) => (tokens = next) },
    onError,
    onSessionEnd,
    fetch: async (input, init = {}) => {
      const url = String(input);
      const headers = new Headers(init.headers);
      calls.push({
        url,
        auth: headers.get('authorization'),
        body: init.body ? JSON.parse(String(init.body)) : null,
      });
      return handler(url, init);
    },
  });
  return { client, calls, onError, onSessionEnd, tokens: () => tokens };
}

const user = { id: 1, fullName: 'Ada Marlow' };

describe('api client', () => {
  it('returns the envelope value and sends the bearer token and the page language', async () => {
    const { client, calls } = setup(() => json(200, envelope({ answer: 42 })));
    await expect(client.get('/api/thing')).resolves.toEqual({ answer: 42 });
    expect(calls[0]).toMatchObject({ url: 'http://portal.test/api/thing', auth: 'Bearer old-access' });
  });

  it('asks for names in another language when the caller says so, and passes the abort signal on', async () => {
    const seen: { language: string | null; signal: AbortSignal | null | undefined }[] = [];
    const { client } = setup((_url, init) => {
      seen.push({ language: new Headers(init.headers).get('accept-language'), signal: init.signal });
      return json(200, envelope(null));
    });
    const controller = new AbortController();
    await client.get('/api/thing');
    await client.get('/api/thing', { language: 'en', signal: controller.signal });
    expect(seen.map((s) => s.language)).toEqual(['fr', 'en']);
    expect(seen[1]!.signal).toBe(controller.signal);
  });

  it('refreshes once on 401, keeps the new pair and retries', async () => {
    const { client, calls, tokens, onSessionEnd } = setup((url, init) => {
      if (url.endsWith('/api/auth/refreshtoken'))
        return json(200, { token: 'new-access', refreshToken: 'new-refresh', user });
      const auth = new Headers(init.headers).get('authorization');
      return auth === 'Bearer new-access'
        ? json(200, envelope('fresh'))
        : json(401, envelope(null, [{ key: 'token', value: 'expired' }]));
    });
    await expect(client.get('/api/thing')).resolves.toBe('fresh');
    expect(calls.map((c) => c.url)).toEqual([
      'http://portal.test/api/thing',
      'http://portal.test/api/auth/refreshtoken',
      'http://portal.test/api/thing',
    ]);
    expect(calls[1]!.body).toEqual({ refreshToken: 'old-refresh' });
    expect(tokens()).toEqual({ token: 'new-access', refreshToken: 'new-refresh' });
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('shares one refresh between parallel 401s', async () => {
    const { client, calls } = setup((url, init) => {
      if (url.endsWith('/refreshtoken'))
        return json(200, { token: 'new-access', refreshToken: 'new-refresh', user });
      return new Headers(init.headers).get('authorization') === 'Bearer new-access'
        ? json(200, envelope('ok'))
        : json(401, envelope(null));
    });
    await Promise.all([client.get('/api/a'), client.get('/api/b'), client.get('/api/c')]);
    expect(calls.filter((c) => c.url.endsWith('/refreshtoken'))).toHaveLength(1);
  });

  it('ends the session when the refresh fails, without a second retry', async () => {
    const { client, calls, tokens, onSessionEnd } = setup(() => json(401, envelope(null)));
    await expect(client.get('/api/thing')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
    expect(tokens()).toBeNull();
    expect(onSessionEnd).toHaveBeenCalledWith('expired');
  });

  it('turns an envelope with errors into an ApiError and reports it, unless silent', async () => {
    const { client, onError } = setup(() =>
      json(409, envelope(null, [{ key: 'code', value: 'Already exists' }])),
    );
    const error = await client.post('/api/thing', { a: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).userMessages).toEqual(['Already exists']);
    expect(onError).toHaveBeenCalledTimes(1);
    await client.post('/api/thing', {}, { silent: true }).catch(() => undefined);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('recognises a blocked account and ends its session', async () => {
    const { client, onSessionEnd } = setup(() =>
      json(403, envelope(null, [{ key: 'blocked', value: 'Blocked' }])),
    );
    const error = (await client.get('/api/thing').catch((e: unknown) => e)) as ApiError;
    expect(error.isBlocked).toBe(true);
    expect(onSessionEnd).toHaveBeenCalledWith('blocked');
  });

  it('returns envelope-free bodies as they are and sends no token when anonymous', async () => {
    const { client, calls } = setup(() => json(200, { token: 't', refreshToken: 'r', user }));
    await expect(
      client.post('/api/auth/portal-login', { email: 'a@b.c' }, { anonymous: true, raw: true }),
    ).resolves.toEqual({
      token: 't',
      refreshToken: 'r',
      user,
    });
    expect(calls[0]!.auth).toBeNull();
  });

  it('sends a FormData as multipart, leaving the content type (and its boundary) to fetch', async () => {
    let sent: RequestInit = {};
    const client = createApiClient({
      baseUrl: '',
      language: () => 'en',
      tokens: { get: () => ({ token: 'a', refreshToken: 'r' }), set: () => undefined },
      fetch: async (_input, init = {}) => {
        sent = init;
        return json(200, envelope({ id: 7 }));
      },
    });
    const form = new FormData();
    form.set('note', 'Proof');
    await expect(client.post('/api/JobOrders/notes', form)).resolves.toEqual({ id: 7 });
    expect(sent.body).toBe(form);
    expect(new Headers(sent.headers).get('content-type')).toBeNull();
    expect(new Headers(sent.headers).get('authorization')).toBe('Bearer a');
  });

  it('reads a file answer (a PDF) as bytes after a refresh, and a refusal as the envelope', async () => {
    const pdf = '%PDF-1.7 test';
    const accepted: (string | null)[] = [];
    const { client, calls } = setup((url, init) => {
      if (url.endsWith('/refreshtoken'))
        return json(200, { token: 'new-access', refreshToken: 'new-refresh', user });
      accepted.push(new Headers(init.headers).get('accept'));
      if (url.endsWith('/invoices/generateInvoicePDFReport/404'))
        return json(404, envelope(null, [{ key: 'id', value: 'The invoice was not found' }]));
      if (new Headers(init.headers).get('authorization') === 'Bearer old-access')
        return json(401, envelope(null));
      return new Response(pdf, { status: 200, headers: { 'content-type': 'application/pdf' } });
    });
    const file = await client.sendForFile(generateInvoicePdfReport, { params: { id: 7 } });
    expect(await file.text()).toBe(pdf);
    expect(calls.at(-1)).toMatchObject({ url: 'http://portal.test/api/invoices/generateInvoicePDFReport/7' });
    expect(accepted.at(-1)).toBe('application/pdf, application/json');
    const refusal = await client
      .sendForFile(generateInvoicePdfReport, { params: { id: 404 } }, { silent: true })
      .catch((e) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(404);
    expect((refusal as ApiError).userMessages).toEqual(['The invoice was not found']);
  });
});
