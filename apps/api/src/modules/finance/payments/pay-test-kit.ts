import { randomUUID } from 'node:crypto';
import { insertSquareCard } from '@portal/shared/finance/insert-square-card';
import type { CallContract } from '@portal/shared/platform/contract';
import { eq } from 'drizzle-orm';
import { invoices } from '../tables';
import { startSandboxGateway, sandboxProcessorSettings, type SandboxGateway } from '@portal/sandbox-gateway';
import type { SendInput, SendOptions } from '../../../test/send';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { customerId } from '../../../test/fixtures';
import { hostedToken } from '../gateways/sandbox-test-kit';
import { postInvoice } from '../public';

/**
 * The API on its own database with both processors pointed at a sandbox of its own, over real HTTP. The processor
 * timeout leaves room for 20 payments at once on a loaded machine (the sandbox runs in the same process).
 */
export async function startPayTest() {
  const sandbox: SandboxGateway = await startSandboxGateway({ stallMs: 15_000 });
  const t: TestApp = await createTestApp({
    env: { ...sandboxProcessorSettings(sandbox.url), PAYMENT_TIMEOUT_MS: '5000' },
  });
  const c1001 = await customerId(t.db, 'C1001');
  const c1002 = await customerId(t.db, 'C1002');
  const responses: string[] = [];

  /** A call by its contract, as `t.send` makes it; every answer is kept, to be searched for card numbers. */
  async function send<C extends CallContract>(call: C, input: SendInput<C>, options: SendOptions) {
    const sent = await t.send(call, input, options);
    responses.push(sent.response.body);
    return sent;
  }

  /** An invoice of this test's own, so no test depends on another's payments. */
  async function invoice(customer: number, total = '100.00') {
    const row = await t.db.transaction((tx) =>
      postInvoice(
        tx,
        { userId: null, impersonatorId: null },
        {
          customerId: customer,
          currencyCode: 'USD',
          invoiceDate: '2025-03-01',
          lines: [{ description: 'Signet ring', quantity: '1', unitPrice: total }],
        },
      ),
    );
    return row.id;
  }

  async function balance(invoiceId: number): Promise<string> {
    const [row] = await t.db
      .select({ balance: invoices.balance })
      .from(invoices)
      .where(eq(invoices.id, invoiceId));
    return row!.balance;
  }

  /** Ada Aurora's Visa, saved for the demo customer through Square's hosted fields; its id. */
  async function saveSquareCard(): Promise<number> {
    const { body } = await hostedToken(sandbox, 'square', { number: '4111 1111 1111 1111' });
    const saved = await send(
      insertSquareCard,
      {
        body: {
          token: body.token!,
          cardholderName: 'Ada Aurora',
          billingPostalCode: '10001',
          idempotencyKey: randomUUID(),
        },
      },
      { as: 'customer' },
    );
    return saved.value.id;
  }

  return {
    t,
    sandbox,
    saveSquareCard,
    c1001,
    c1002,
    responses,
    send,
    invoice,
    balance,
    key: () => randomUUID(),
    close: async () => {
      await t.close();
      await sandbox.close();
    },
  };
}
