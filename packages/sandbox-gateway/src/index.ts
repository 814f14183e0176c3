import Fastify from 'fastify';
import { SANDBOX_CREDENTIALS, SandboxContext } from './context';
import { registerHostedFields } from './hosted-fields';
import { registerNmiApi } from './nmi-api';
import { registerSquareApi } from './square-api';

export { SANDBOX_CREDENTIALS } from './context';
export { FAILING_CSC, FAILING_POSTAL_CODE, FIXED_TOKENS, SANDBOX_CARD_NUMBERS } from './cards';

export interface SandboxGateway {
  /** The sandbox's own origin, e.g. `http://127.0.0.1:41234`. */
  url: string;
  close: () => Promise<void>;
}

/**
 * A card processor for demo mode and tests (payments.md §6): Square's and NMI's HTTP contracts and their hosted card
 * fields on an origin of its own, with in-memory state. Pointing the adapters at a real processor changes only base
 * URLs and keys. It logs nothing: card numbers typed into its frame reach it, and they must reach no log.
 */
export async function startSandboxGateway(
  options: { port?: number; host?: string; stallMs?: number } = {},
): Promise<SandboxGateway> {
  // The timeout trigger holds an answer longer than any client waits (PAYMENT_TIMEOUT_MS is at most 120 s).
  const context = new SandboxContext(options.stallMs ?? 150_000);
  const app = Fastify({ logger: false, forceCloseConnections: true, bodyLimit: 64 * 1024 });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  app.addHook('preClose', async () => context.releaseStalls());
  registerSquareApi(app, context);
  registerNmiApi(app, context);
  registerHostedFields(app, context);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : options.port;
  const shownHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  return { url: `http://${shownHost}:${port}`, close: () => app.close() };
}

/** The processor settings that point both adapters and the hosted fields at a sandbox (demo mode). */
export function sandboxProcessorSettings(url: string) {
  return {
    SQUARE_BASE_URL: url,
    SQUARE_ACCESS_TOKEN: SANDBOX_CREDENTIALS.squareAccessToken,
    SQUARE_APPLICATION_ID: SANDBOX_CREDENTIALS.squareApplicationId,
    SQUARE_LOCATION_ID: SANDBOX_CREDENTIALS.squareLocationId,
    SQUARE_WEB_SDK_URL: `${url}/v1/square.js`,
    NMI_BASE_URL: url,
    NMI_SECURITY_KEY: SANDBOX_CREDENTIALS.nmiSecurityKey,
    NMI_TOKENIZATION_KEY: SANDBOX_CREDENTIALS.nmiTokenizationKey,
    NMI_COLLECT_JS_URL: `${url}/token/Collect.js`,
  };
}
