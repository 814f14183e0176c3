import type { FastifyInstance } from 'fastify';
import { centsToDecimal, decimalToCents } from './card-arithmetic';
import type { Behaviour, SandboxCard } from './cards';
import { SANDBOX_CREDENTIALS, type SandboxContext } from './context';

interface Sale {
  transactionId: string;
  orderId: string;
  amount: number;
  currency: string;
  success: boolean;
  responseCode: string;
  responseText: string;
  fingerprint: string;
  at: number;
  refunds: { transactionId: string; amount: number; at: number }[];
}

/** NMI's reply to a declined charge, by behaviour (response=2, response_code as payments.md §2). */
const DECLINES: Record<Exclude<Behaviour, 'APPROVE' | 'TIMEOUT'>, [string, string]> = {
  GENERIC_DECLINE: ['200', 'DECLINE'],
  CVV_FAILURE: ['225', 'Transaction declined - CVV mismatch'],
  ADDRESS_VERIFICATION_FAILURE: ['200', 'DECLINE'],
  INVALID_EXPIRATION: ['200', 'DECLINE'],
  INSUFFICIENT_FUNDS: ['202', 'Insufficient funds'],
};

/** NMI's duplicate window when the request does not set `dup_seconds` (NMI support article, payments.md §2). */
const DEFAULT_DUP_SECONDS = 1200;

const reply = (fields: Record<string, string>) =>
  new URLSearchParams({
    response: '',
    responsetext: '',
    authcode: '',
    transactionid: '',
    avsresponse: '',
    cvvresponse: '',
    orderid: '',
    type: '',
    response_code: '',
    ...fields,
  }).toString();

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const date = (ms: number) => new Date(ms).toISOString().replace(/\D/g, '').slice(0, 14);

/** NMI's transact.php and query.php (payments.md §2, §6), form-encoded in, in memory. */
export function registerNmiApi(app: FastifyInstance, context: SandboxContext) {
  const sales = new Map<string, Sale>();
  const vault = new Map<string, { card: SandboxCard; fields: Record<string, string> }>();

  app.post('/api/transact.php', async (request, response) => {
    const form = new URLSearchParams(String(request.body ?? ''));
    const field = (name: string) => form.get(name) ?? '';
    void response.type('text/plain');
    const refid = () => `REFID:${context.numericId()}`;
    if (field('security_key') !== SANDBOX_CREDENTIALS.nmiSecurityKey)
      return reply({ response: '3', responsetext: `Authentication Failed ${refid()}`, response_code: '300' });

    if (field('customer_vault') === 'add_customer') {
      const id = field('customer_vault_id') || context.numericId();
      if (vault.has(id))
        return reply({
          response: '3',
          responsetext: `Duplicate Customer Vault Id ${refid()}`,
          response_code: '300',
        });
      const card = context.vault.redeem(field('payment_token'));
      if (typeof card === 'string')
        return reply({
          response: '3',
          responsetext: `Invalid Payment Token ${refid()}`,
          response_code: '300',
        });
      vault.set(id, { card, fields: Object.fromEntries(form) });
      return reply({
        response: '1',
        responsetext: 'Customer Added',
        response_code: '100',
        customer_vault_id: id,
      });
    }

    const type = field('type');
    if (type === 'refund') {
      const sale = sales.get(field('transactionid'));
      const left = sale ? sale.amount - sale.refunds.reduce((sum, r) => sum + r.amount, 0) : 0;
      const amount = field('amount') ? decimalToCents(field('amount')) : left;
      if (!sale || !sale.success)
        return reply({
          response: '3',
          responsetext: `Transaction not found ${refid()}`,
          response_code: '300',
          type,
        });
      if (amount === null || amount <= 0 || amount > left)
        return reply({
          response: '3',
          responsetext: `Refund amount may not exceed the transaction balance ${refid()}`,
          response_code: '300',
          type,
        });
      const transactionId = context.numericId();
      sale.refunds.push({ transactionId, amount, at: Date.now() });
      return reply({
        response: '1',
        responsetext: 'SUCCESS',
        transactionid: transactionId,
        response_code: '100',
        type,
        orderid: field('orderid'),
      });
    }
    if (type !== 'sale' && type !== 'auth')
      return reply({
        response: '3',
        responsetext: `Invalid Transaction Type ${refid()}`,
        response_code: '300',
        type,
      });

    const amount = decimalToCents(field('amount'));
    if (amount === null || amount <= 0)
      return reply({ response: '3', responsetext: `Invalid amount ${refid()}`, response_code: '300', type });
    const vaultRecord = field('customer_vault_id') ? vault.get(field('customer_vault_id')) : undefined;
    if (field('customer_vault_id') && !vaultRecord)
      return reply({
        response: '3',
        responsetext: `Invalid Customer Vault Id ${refid()}`,
        response_code: '300',
        type,
      });
    // NMI compares card and amount inside the window; a spent token still names its card, so this comes first.
    const dupSeconds = form.has('dup_seconds') ? Number(field('dup_seconds')) : DEFAULT_DUP_SECONDS;
    const card = vaultRecord?.card ?? context.vault.redeem(field('payment_token'));
    if (typeof card !== 'string' && dupSeconds > 0) {
      const duplicate = [...sales.values()].some(
        (s) =>
          s.success &&
          s.fingerprint === card.fingerprint &&
          s.amount === amount &&
          Date.now() - s.at < dupSeconds * 1000,
      );
      if (duplicate)
        return reply({
          response: '3',
          responsetext: `Duplicate transaction ${refid()}`,
          response_code: '300',
          type,
          orderid: field('orderid'),
        });
    }
    if (typeof card === 'string')
      return reply({
        response: '3',
        responsetext: `Invalid Payment Token ${refid()}`,
        response_code: '300',
        type,
      });

    const approved = card.behaviour === 'APPROVE' || card.behaviour === 'TIMEOUT';
    const [code, text] = approved ? ['100', 'SUCCESS'] : DECLINES[card.behaviour as keyof typeof DECLINES];
    const sale: Sale = {
      transactionId: context.numericId(),
      orderId: field('orderid'),
      amount,
      currency: field('currency') || 'USD',
      success: approved,
      responseCode: code,
      responseText: text,
      fingerprint: card.fingerprint,
      at: Date.now(),
      refunds: [],
    };
    sales.set(sale.transactionId, sale);
    if (card.behaviour === 'TIMEOUT') await context.stall();
    return reply({
      response: approved ? '1' : '2',
      responsetext: text,
      authcode: approved ? sale.transactionId.slice(-6) : '',
      transactionid: sale.transactionId,
      cvvresponse: card.behaviour === 'CVV_FAILURE' ? 'N' : 'M',
      avsresponse: card.behaviour === 'ADDRESS_VERIFICATION_FAILURE' ? 'N' : 'Y',
      orderid: sale.orderId,
      type,
      response_code: code,
    });
  });

  app.post('/api/query.php', async (request, response) => {
    const form = new URLSearchParams(String(request.body ?? ''));
    void response.type('text/xml');
    const head = '<?xml version="1.0" encoding="UTF-8"?>\n<nm_response>';
    if (form.get('security_key') !== SANDBOX_CREDENTIALS.nmiSecurityKey)
      return `${head}<error_response>Invalid Security Key</error_response></nm_response>`;
    if (form.get('report_type') === 'customer_vault') {
      const wanted = form.get('customer_vault_id');
      const records = [...vault.entries()].filter(([id]) => !wanted || id === wanted);
      return `${head}<customer_vault>${records
        .map(
          ([id, { card, fields }]) =>
            `<customer id="${xml(id)}"><customer_vault_id>${xml(id)}</customer_vault_id>` +
            `<first_name>${xml(fields.first_name ?? '')}</first_name><last_name>${xml(fields.last_name ?? '')}</last_name>` +
            `<company>${xml(fields.company ?? '')}</company><postal_code>${xml(fields.zip ?? '')}</postal_code>` +
            `<cc_number>${card.bin.slice(0, 1)}${'x'.repeat(11)}${card.last4}</cc_number>` +
            `<cc_exp>${String(card.expMonth).padStart(2, '0')}${String(card.expYear).slice(-2)}</cc_exp>` +
            `<cc_type>${card.brand === 'AMERICAN_EXPRESS' ? 'amex' : card.brand.toLowerCase()}</cc_type></customer>`,
        )
        .join('')}</customer_vault></nm_response>`;
    }
    const orderId = form.get('order_id');
    const transactionId = form.get('transaction_id');
    const found = [...sales.values()].filter(
      (s) => (!orderId || s.orderId === orderId) && (!transactionId || s.transactionId === transactionId),
    );
    return `${head}${found.map(transactionXml).join('')}</nm_response>`;
  });
}

function transactionXml(sale: Sale): string {
  const action = (type: string, amount: number, at: number, success: boolean, code: string, text: string) =>
    `<action><amount>${centsToDecimal(amount)}</amount><action_type>${type}</action_type><date>${date(at)}</date>` +
    `<success>${success ? 1 : 0}</success><source>api</source><response_text>${xml(text)}</response_text>` +
    `<response_code>${code}</response_code></action>`;
  return (
    `<transaction><transaction_id>${sale.transactionId}</transaction_id>` +
    `<condition>${sale.success ? 'pendingsettlement' : 'failed'}</condition>` +
    `<order_id>${xml(sale.orderId)}</order_id><currency>${xml(sale.currency)}</currency>` +
    action('sale', sale.amount, sale.at, sale.success, sale.responseCode, sale.responseText) +
    sale.refunds.map((r) => action('refund', r.amount, r.at, true, '100', 'SUCCESS')).join('') +
    `</transaction>`
  );
}
