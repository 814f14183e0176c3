import { createHash } from 'node:crypto';
import { cardBrand } from './card-brand';
import { centsToDecimal, sendToProcessor } from './http';
import type {
  CardGateway,
  ChargeOutcome,
  ChargeRequest,
  LookupOutcome,
  RefundOutcome,
  RefundRequest,
  SaveCardOutcome,
  SaveCardRequest,
} from './types';

export interface NmiOptions {
  /** `https://secure.nmi.com`, or our sandbox gateway. */
  baseUrl: string;
  securityKey: string;
  timeoutMs: number;
}

/**
 * NMI's classic Payment API: form-encoded pairs to `transact.php`, `name=value&…` back. NMI takes no idempotency key;
 * our key travels as `orderid`, and the Query API finds a charge by it. `dup_seconds` is never sent: NMI's duplicate
 * window (card plus amount) is the processor's only guard against a second sale after a timeout.
 */
export function createNmiGateway(options: NmiOptions): CardGateway {
  const base = options.baseUrl.replace(/\/$/, '');
  const post = (path: string, fields: Record<string, string>) =>
    sendToProcessor(
      `${base}${path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ security_key: options.securityKey, ...fields }).toString(),
      },
      options.timeoutMs,
    );

  /** transact.php's reply, or why there is none to read. */
  async function transact(fields: Record<string, string>) {
    const answer = await post('/api/transact.php', fields);
    if (answer.kind === 'no-answer') return { ok: false as const, message: answer.message };
    if (answer.status !== 200) return { ok: false as const, message: `NMI answered HTTP ${answer.status}` };
    const reply = new URLSearchParams(answer.text);
    if (!['1', '2', '3'].includes(reply.get('response') ?? ''))
      return { ok: false as const, message: 'NMI answered without a response code' };
    return { ok: true as const, reply };
  }

  /** What the Query API knows of the sale sent with this order id (our idempotency key). */
  async function findSale(orderId: string): Promise<LookupOutcome> {
    const answer = await post('/api/query.php', { order_id: orderId });
    if (answer.kind === 'no-answer') return { status: 'unknown', message: answer.message };
    if (answer.status !== 200) return { status: 'unknown', message: `NMI answered HTTP ${answer.status}` };
    const error = xmlField(answer.text, 'error_response');
    if (error !== null) return { status: 'unknown', message: error };
    const sales = xmlBlocks(answer.text, 'transaction')
      .filter((t) => xmlField(t, 'order_id') === orderId)
      .flatMap((t) =>
        xmlBlocks(t, 'action')
          .filter((a) => ['sale', 'auth'].includes(xmlField(a, 'action_type') ?? ''))
          .map((a) => ({
            transactionId: xmlField(t, 'transaction_id') ?? '',
            success: xmlField(a, 'success') === '1',
            code: xmlField(a, 'response_code') ?? '',
            text: xmlField(a, 'response_text') ?? '',
          })),
      );
    const approved = sales.find((s) => s.success);
    if (approved) return { status: 'approved', processorPaymentId: approved.transactionId };
    const refused = sales[0];
    if (refused) return { status: 'declined', code: refused.code || 'DECLINED', message: refused.text };
    return { status: 'not-found' };
  }

  return {
    processor: 'NMI',

    async charge(request: ChargeRequest): Promise<ChargeOutcome> {
      const result = await transact({
        type: 'sale',
        amount: centsToDecimal(request.amountCents),
        currency: request.currency,
        orderid: request.idempotencyKey,
        order_description: request.reference,
        ...(request.source.kind === 'token'
          ? { payment_token: request.source.token }
          : { customer_vault_id: request.source.cardRef }),
      });
      if (!result.ok) return { status: 'unknown', message: result.message };
      const reply = result.reply;
      const code = reply.get('response_code') ?? '';
      const text = reply.get('responsetext') ?? '';
      if (reply.get('response') === '1')
        return {
          status: 'approved',
          processorPaymentId: reply.get('transactionid') ?? '',
          ...(reply.get('authcode') ? { authCode: reply.get('authcode')! } : {}),
        };
      // A duplicate of a sale with this very order id is our own repeat: that sale is the answer.
      if (code === '300' && /duplicate transaction/i.test(text)) {
        const earlier = await findSale(request.idempotencyKey);
        if (earlier.status === 'approved') return earlier;
        return { status: 'declined', code: 'DUPLICATE', message: text };
      }
      // 420/421: NMI could not hear from the card network; whether the card was charged is not known yet.
      if (code === '420' || code === '421') return { status: 'unknown', message: text };
      return { status: 'declined', code: code || 'DECLINED', message: text };
    },

    async saveCard(request: SaveCardRequest): Promise<SaveCardOutcome> {
      // The vault id comes from our key, so a repeat finds the record the first request made instead of a second one.
      const vaultId = `v${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
      const [first, ...rest] = request.cardholderName.trim().split(/\s+/);
      const result = await transact({
        customer_vault: 'add_customer',
        customer_vault_id: vaultId,
        payment_token: request.token,
        first_name: first ?? '',
        last_name: rest.join(' '),
        company: request.customer.name,
        ...(request.customer.email ? { email: request.customer.email } : {}),
        ...(request.billingPostalCode ? { zip: request.billingPostalCode } : {}),
      });
      if (!result.ok) return { status: 'unknown', message: result.message };
      const reply = result.reply;
      const repeated = /duplicate customer vault id/i.test(reply.get('responsetext') ?? '');
      if (reply.get('response') !== '1' && !repeated)
        return {
          status: 'declined',
          code: reply.get('response_code') || 'DECLINED',
          message: reply.get('responsetext') ?? '',
        };
      // NMI's reply names only the vault record: the masked number, expiry and brand come from the Query API.
      const answer = await post('/api/query.php', {
        report_type: 'customer_vault',
        customer_vault_id: vaultId,
      });
      if (answer.kind === 'no-answer') return { status: 'unknown', message: answer.message };
      const customer = xmlBlocks(answer.text, 'customer').find(
        (c) => xmlField(c, 'customer_vault_id') === vaultId,
      );
      const number = customer ? xmlField(customer, 'cc_number') : null;
      const exp = customer ? xmlField(customer, 'cc_exp') : null;
      if (!customer || !number || !exp || !/^\d{4}$/.test(exp))
        return { status: 'unknown', message: 'NMI did not describe the saved card' };
      return {
        status: 'saved',
        cardRef: vaultId,
        customerRef: vaultId,
        brand: cardBrand(xmlField(customer, 'cc_type') ?? ''),
        last4: number.slice(-4),
        expMonth: Number(exp.slice(0, 2)),
        expYear: 2000 + Number(exp.slice(2)),
      };
    },

    async refund(request: RefundRequest): Promise<RefundOutcome> {
      const result = await transact({
        type: 'refund',
        transactionid: request.processorPaymentId,
        amount: centsToDecimal(request.amountCents),
        orderid: request.idempotencyKey,
      });
      if (!result.ok) return { status: 'unknown', message: result.message };
      const reply = result.reply;
      if (reply.get('response') === '1')
        return { status: 'refunded', processorRefundId: reply.get('transactionid') ?? '' };
      return {
        status: 'declined',
        code: reply.get('response_code') || 'DECLINED',
        message: reply.get('responsetext') ?? '',
      };
    },

    /** Asks the Query API by order id; never sends the sale again (a resend after the window could charge twice). */
    lookupCharge: (request) => findSale(request.idempotencyKey),
  };
}

/** The Query API answers a small, fixed XML: the inner texts of one tag are enough to read it. */
function xmlBlocks(xml: string, tag: string): string[] {
  const pattern = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g');
  return [...xml.matchAll(pattern)].map((m) => m[1]!);
}

function xmlField(xml: string, tag: string): string | null {
  const block = xmlBlocks(xml, tag)[0];
  if (block === undefined) return null;
  return block
    .trim()
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
