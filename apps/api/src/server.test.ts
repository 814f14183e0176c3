import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-server-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TEST_DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  it('refuses a bad configuration with one line per variable and exits non-zero', async () => {
    const server = startServer({ PORT: 'eighty', LOG_LEVEL: 'chatty' });
    expect(await server.exited).toBe(1);
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('Configuration error'));
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).toContain('PORT: must be a whole number');
  });

  // A first start migrates and seeds the demo data: 10 s on a quiet machine, over 30 s on a busy one.
  it(
    'starts on an empty data directory with demo data and stops cleanly on SIGTERM',
    { timeout: 240_000 },
    async () => {
      const port = 20000 + Math.floor(Math.random() * 20000);
      const server = startServer({ PORT: String(port) });
      let running = true;
      void server.exited.then(() => (running = false));
      let health: Response | null = null;
      // Until the server answers, or its process ends: the state, not a number of tries.
      const deadline = Date.now() + 180_000;
      while (!health && running && Date.now() < deadline) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
        if (!health) await new Promise((r) => setTimeout(r, 250));
      }
      expect(health?.status).toBe(200);
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/portal-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo#Admin1' }),
      });
      expect(login.status).toBe(200);
      // the request id of the response is on the server's log line of that request
      const requestId = login.headers.get('x-request-id');
      expect(server.output()).toContain(`"reqId":"${requestId}"`);
      // requests in flight at SIGTERM finish (or are refused with 503); none fails half-way with a 500
      const inFlight = Array.from({ length: 40 }, () =>
        fetch(`http://127.0.0.1:${port}/api/Countries`).then(
          (r) => r.status,
          () => 'refused',
        ),
      );
      await new Promise((r) => setTimeout(r, 5));
      server.child.kill('SIGTERM');
      const statuses = await Promise.all(inFlight);
      expect(statuses.filter((s) => s !== 200 && s !== 503 && s !== 'refused')).toEqual([]);
      expect(await server.exited).toBe(0);
      expect(server.output()).not.toContain('Cannot use a pool after calling end');
      expect(server.output()).toContain('shutting down');
    },
  );
});
