import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of the test's own (initdb + pg_ctl in a temporary folder, on a free port), so that a test may
 * stop, restart or kill it without touching the machine's server that other tests use. Needs the server binaries
 * (Debian's postgresql package); as root, the server runs as the `postgres` user, since PostgreSQL refuses root.
 */
export interface PostgresServer {
  url: (database: string) => string;
  port: number;
  /** These wait for the server (pg_ctl -w) without blocking the test's own event loop: a load may run meanwhile. */
  start(): Promise<void>;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  restart(): Promise<void>;
  remove(): Promise<void>;
}

export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const bin = versions
    .map((v) => path.join(root, v, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'pg_ctl')));
  return bin ?? null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startPostgresServer(bin: string): Promise<PostgresServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-own-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const run = async (program: string, args: string[]) => {
    const command = [path.join(bin, program), ...args];
    const [file, ...rest] = asRoot ? ['runuser', '-u', 'postgres', '--', ...command] : command;
    await promisify(execFile)(file!, rest, { timeout: 120_000 });
  };
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const server: PostgresServer = {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']),
    stop: (mode = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    restart: () =>
      run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-m', 'fast', '-w', 'restart']),
    async remove() {
      await server.stop('immediate').catch(() => undefined); // it may be stopped already
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
