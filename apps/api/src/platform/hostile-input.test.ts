import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';

// Input no screen sends is refused at the edge with the envelope, before any query (docs/architecture.md "A request").
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login(DEMO.admin)).token;
});
afterAll(() => t.close());

/** One raw HTTP exchange, for what no client library would send. */
async function rawExchange(port: number, request: string): Promise<{ status: number; body: string }> {
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(request);
  });
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body };
}

describe('hostile input', () => {
  it('refuses an id beyond 32 bits with 400, never reaching the database', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/Countries/states?countryId=9007199254740991',
      headers: t.bearer(admin),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages[0].key).toBe('countryId');
  });

  it('refuses a NUL byte in a path, a query or a body field with 400 naming the field', async () => {
    const path = await t.app.inject({
      method: 'GET',
      url: '/api/modules/get-by-code/CP%00X',
      headers: t.bearer(admin),
    });
    expect(path.statusCode).toBe(400);
    expect(path.json().errorMessages).toEqual([
      { key: 'moduleCode', value: 'Contains characters that are not allowed (NUL or broken Unicode)' },
    ]);
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'someone\u0000@demo.test' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().errorMessages[0].key).toBe('email');
  });

  it('refuses a JSON body that is not UTF-8 with 400 and the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/portal-login',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([
        Buffer.from('{"email":"a'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('@b.c","password":"x"}'),
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      hasErrors: true,
      apiMessages: { serverErrors: ['The request body is not valid UTF-8'] },
    });
  });

  describe('on a listening server', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as { port: number }).port;
    });

    it('answers oversized headers with 431 and the envelope, not a bare status', async () => {
      const res = await rawExchange(
        port,
        `GET /api/health HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(70_000)}\r\n\r\n`,
      );
      expect(res.status).toBe(431);
      expect(JSON.parse(res.body)).toMatchObject({ value: null, hasErrors: true });
      expect(JSON.parse(res.body).errorMessages[0].value).toMatch(/headers are too large/);
    });

    it('answers a malformed request line with 400 and the envelope', async () => {
      const res = await rawExchange(port, 'GET /api/health HTTP/9\r\n\r\n');
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ value: null, hasErrors: true });
    });
  });
});
