import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  port: number;
  url: string;
  child: ReturnType<typeof spawn>;
  exited: Promise<number | null>;
  output: () => string;
  /** Resolves once /api/health answers 200; rejects if the process ends first or after `ms`. */
  healthy: (ms?: number) => Promise<void>;
  stop: () => Promise<number | null>;
}

/** `npm start`'s server (src/server.ts) as its own process, on a random port, with `env` over the test's own. */
export function startServer(env: Record<string, string>): ServerProcess {
  const port = env.PORT ? Number(env.PORT) : 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      TEST_DATABASE_URL: '',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  let running = true;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running = false;
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  return {
    port,
    url,
    child,
    exited,
    output: () => output,
    // Until the server answers, or its process ends: the state, not a number of tries.
    async healthy(ms = 180_000) {
      const deadline = Date.now() + ms;
      while (running && Date.now() < deadline) {
        const health = await fetch(`${url}/api/health`).catch(() => null);
        if (health?.status === 200) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`the server on ${port} did not come up:\n${output.slice(-3000)}`);
    },
    async stop() {
      if (running) child.kill('SIGTERM');
      return exited;
    },
  };
}

export interface HttpAnswer {
  /** 'refused' when nothing answered (the process is down or restarting). */
  status: number | 'refused';
  body: string;
  /** The body read as JSON, or null when it is empty or not JSON. */
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read whatever the call answered
}

/** One HTTP call to a server process over its real socket, with an optional bearer token and JSON body. */
export async function callOver(
  baseUrl: string,
  method: string,
  url: string,
  token?: string,
  body?: object,
): Promise<HttpAnswer> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  }).catch(() => null);
  if (!response) return { status: 'refused', body: '', json: null };
  const text = await response.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, body: text, json };
}

/** A demo user's bearer token from a server process (POST /api/auth/portal-login). */
export async function signInOver(baseUrl: string, email: string, password: string): Promise<string> {
  const login = await callOver(baseUrl, 'POST', '/api/auth/portal-login', undefined, { email, password });
  if (login.status !== 200) throw new Error(`sign-in of ${email} answered ${login.status}`);
  return login.json.token as string;
}
