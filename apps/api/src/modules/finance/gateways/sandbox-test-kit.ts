import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { SANDBOX_CREDENTIALS, startSandboxGateway, type SandboxGateway } from '@portal/sandbox-gateway';
import { createNmiGateway } from './nmi';
import { createSquareGateway } from './square';
import type { ChargeRequest } from './types';

/** Short enough for a test, long enough for a loaded machine to answer an ordinary call. */
export const TEST_TIMEOUT_MS = 1500;

export async function startTestSandbox() {
  const sandbox = await startSandboxGateway({ stallMs: TEST_TIMEOUT_MS * 4 });
  return {
    sandbox,
    square: (baseUrl = sandbox.url, accessToken: string = SANDBOX_CREDENTIALS.squareAccessToken) =>
      createSquareGateway({
        baseUrl,
        accessToken,
        locationId: SANDBOX_CREDENTIALS.squareLocationId,
        version: '2025-01-23',
        timeoutMs: TEST_TIMEOUT_MS,
      }),
    nmi: (baseUrl = sandbox.url, securityKey: string = SANDBOX_CREDENTIALS.nmiSecurityKey) =>
      createNmiGateway({ baseUrl, securityKey, timeoutMs: TEST_TIMEOUT_MS }),
  };
}

let amount = 1000;
/** A charge of its own amount: NMI refuses the same card and amount twice inside its duplicate window. */
export function chargeRequest(token: string, over: Partial<ChargeRequest> = {}): ChargeRequest {
  amount += 7;
  return {
    idempotencyKey: randomUUID(),
    amountCents: amount,
    currency: 'USD',
    source: { kind: 'token', token },
    reference: `PAY-${amount}`,
    ...over,
  };
}

/** Every payment the Square side of the sandbox holds, as Square's ListPayments gives them. */
export async function squarePayments(sandbox: SandboxGateway) {
  const response = await fetch(`${sandbox.url}/v2/payments`, {
    headers: { authorization: `Bearer ${SANDBOX_CREDENTIALS.squareAccessToken}` },
  });
  return ((await response.json()) as { payments: { id: string; reference_id?: string; status: string }[] })
    .payments;
}

/** The Query API's XML for one order id. */
export async function nmiTransactions(sandbox: SandboxGateway, orderId: string): Promise<string> {
  const response = await fetch(`${sandbox.url}/api/query.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      security_key: SANDBOX_CREDENTIALS.nmiSecurityKey,
      order_id: orderId,
    }).toString(),
  });
  return response.text();
}

/** A token from the hosted fields, through the sandbox's own tokenize call (what the card frame sends). */
export async function hostedToken(
  sandbox: SandboxGateway,
  processor: 'square' | 'nmi',
  card: { number: string; expiry?: string; cvv?: string; postalCode?: string },
) {
  const response = await fetch(`${sandbox.url}/hosted/tokenize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      processor,
      key:
        processor === 'square'
          ? SANDBOX_CREDENTIALS.squareApplicationId
          : SANDBOX_CREDENTIALS.nmiTokenizationKey,
      expiry: `12/${(new Date().getUTCFullYear() + 2) % 100}`,
      cvv: '123',
      postalCode: '10001',
      ...card,
    }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { status: string; token?: string } & Record<string, unknown>,
  };
}

/**
 * A relay on loopback between an adapter and the sandbox that keeps every request body it passes on: what an
 * adapter sends on the wire, read from the wire.
 */
export async function startRecordingRelay(target: string) {
  const bodies: { path: string; body: string }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      bodies.push({ path: request.url ?? '', body });
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          ([name]) => !['host', 'content-length', 'connection'].includes(name),
        ),
      ) as Record<string, string>;
      fetch(`${target}${request.url}`, { method: request.method, headers, body })
        .then(async (answer) => {
          response.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'text/plain',
          });
          response.end(await answer.text());
        })
        .catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    bodies,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
