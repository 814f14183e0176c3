import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './test/server-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-server-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('refuses a bad configuration with one line per variable and exits non-zero', async () => {
    const server = startServer({ DATA_DIR: dataDir, PORT: 'eighty', LOG_LEVEL: 'chatty' });
    expect(await server.exited).toBe(1);
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('Configuration error'));
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).toContain('PORT: must be a whole number');
  });

  it('refuses an unwritable DATA_DIR in one line, without a stack trace', async () => {
    const file = path.join(dataDir, 'not-a-folder');
    writeFileSync(file, '');
    const server = startServer({ DATA_DIR: path.join(file, 'data'), JWT_SECRET: 'z'.repeat(40) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/^Configuration error: DATA_DIR: .* cannot be written \(ENOTDIR\)/m);
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  // A first start migrates and seeds the demo data: 10 s on a quiet machine, over 30 s on a busy one.
  it(
    'starts on an empty data directory with demo data and stops cleanly on SIGTERM',
    { timeout: 240_000 },
    async () => {
      // Requests are logged at debug only (README, LOG_LEVEL).
      const server = startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'debug' });
      await server.healthy();
      const port = server.port;
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/portal-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo#Admin1' }),
      });
      expect(login.status).toBe(200);
      // the request id of the response is on the server's log line of that request
      const requestId = login.headers.get('x-request-id');
      // Written as the answer is sent: it may come just after the client has it.
      await expect.poll(() => server.output()).toContain(`"reqId":"${requestId}"`);
      // requests in flight at SIGTERM finish (or are refused with 503); none fails half-way with a 500
      const inFlight = Array.from({ length: 40 }, () =>
        fetch(`http://127.0.0.1:${port}/api/Countries`).then(
          (r) => r.status,
          () => 'refused',
        ),
      );
      await new Promise((r) => setTimeout(r, 5));
      const stopping = Date.now();
      server.child.kill('SIGTERM');
      const statuses = await Promise.all(inFlight);
      expect(statuses.filter((s) => s !== 200 && s !== 503 && s !== 'refused')).toEqual([]);
      expect(await server.exited).toBe(0);
      expect(Date.now() - stopping).toBeLessThan(5_000);
      expect(server.output()).not.toContain('Cannot use a pool after calling end');
      expect(server.output()).toContain('shutting down');
    },
  );
  // The data directory was seeded by the test before: this start is quick.
  it('stops within seconds of SIGTERM after clients gave up mid-request', { timeout: 240_000 }, async () => {
    // At trace a request is logged as it comes in too, before any answer.
    const server = startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'trace' });
    await server.healthy();
    const incoming = () =>
      server
        .output()
        .split('\n')
        .filter(
          (line) =>
            line.includes('"msg":"request received"') && line.includes('"url":"/api/auth/portal-login"'),
        ).length;
    // Ten clients send their headers and half a body, then hang up, as a load generator does when it stops.
    const sockets = Array.from({ length: 10 }, () => {
      const socket = net.connect(server.port, '127.0.0.1');
      socket.on('error', () => {});
      socket.write(
        'POST /api/auth/portal-login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'Content-Length: 100\r\n\r\n{"email":',
      );
      return socket;
    });
    await expect.poll(incoming, { timeout: 60_000 }).toBe(10);
    for (const socket of sockets) socket.destroy();
    const stopping = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // It waited 20 s for those requests when it counted them by onResponse, which an abandoned request never gets.
    expect(Date.now() - stopping).toBeLessThan(5_000);
  });
});
