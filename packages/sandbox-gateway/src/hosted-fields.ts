import type { FastifyInstance, FastifyReply } from 'fastify';
import { cardFromEntry, checkCardEntry } from './cards';
import { COLLECT_JS, FRAME_JS, SQUARE_JS, framePage } from './browser-scripts';
import { SANDBOX_CREDENTIALS, type SandboxContext } from './context';

/** Anything the sandbox serves to a browser runs only its own scripts and talks only to its own origin. */
const FRAME_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'none'; base-uri 'none'";

const script = (reply: FastifyReply, body: string) =>
  reply
    .type('application/javascript; charset=utf-8')
    .header('cache-control', 'no-cache')
    // Loaded by the portal's pages from another origin.
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(body);

/**
 * The hosted card fields (payments.md §6): square.js and Collect.js stand-ins, the card frame page they embed, and
 * the tokenize call the frame makes. Only this origin ever sees a card number.
 */
export function registerHostedFields(app: FastifyInstance, context: SandboxContext) {
  app.get('/v1/square.js', (_request, reply) => script(reply, SQUARE_JS));
  app.get('/token/Collect.js', (_request, reply) => script(reply, COLLECT_JS));
  app.get('/hosted/card-frame.js', (_request, reply) => script(reply, FRAME_JS));

  app.get('/hosted/card-frame', (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const processor = query.processor === 'nmi' ? 'nmi' : 'square';
    let parent: string | null = null;
    try {
      parent = query.parent ? new URL(query.parent).origin : null;
    } catch {
      parent = null;
    }
    if (!parent || !query.channel)
      return reply.code(400).type('text/plain').send('parent and channel are required');
    return (
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        // Only the page that asked for the frame may embed it.
        .header('content-security-policy', `${FRAME_POLICY}; frame-ancestors ${parent}`)
        .header('referrer-policy', 'no-referrer')
        .send(framePage(processor))
    );
  });

  app.post('/hosted/tokenize', async (request, reply) => {
    // Same-origin only: the frame calls it; another site's script cannot read a card through it.
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin')
      return reply
        .code(403)
        .send({ status: 'Error', errors: [{ type: 'FORBIDDEN', message: 'Cross-site call' }] });
    const body = (request.body ?? {}) as Record<string, unknown>;
    const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
    const processor = text('processor') === 'nmi' ? 'nmi' : 'square';
    const expectedKey =
      processor === 'square'
        ? SANDBOX_CREDENTIALS.squareApplicationId
        : SANDBOX_CREDENTIALS.nmiTokenizationKey;
    if (text('key') !== expectedKey)
      return reply.code(401).send({
        status: 'Error',
        errors: [
          {
            type: 'UNAUTHORIZED',
            message: `Unknown ${processor === 'square' ? 'application id' : 'tokenization key'}`,
          },
        ],
      });
    const entry = {
      number: text('number'),
      expiry: text('expiry'),
      cvv: text('cvv'),
      postalCode: text('postalCode'),
    };
    const errors = checkCardEntry(entry, processor === 'square');
    if (errors.length > 0)
      return reply
        .code(400)
        .send({ status: 'Invalid', errors: errors.map((e) => ({ type: 'VALIDATION_ERROR', ...e })) });
    const card = cardFromEntry(entry);
    const token = context.vault.issue(card, processor);
    return {
      status: 'OK',
      token,
      details: {
        method: 'Card',
        card: {
          brand: card.brand,
          bin: card.bin,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
        },
        ...(card.postalCode ? { billing: { postalCode: card.postalCode } } : {}),
      },
    };
  });
}
