import type { ParsedBy } from '@portal/shared/platform/contract';
import type { getStatementsSchemas } from '@portal/shared/finance/get-statements';
import type { Language } from '@portal/shared/platform/language';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../../db/client';
import { invalid, notFound } from '../../../platform/errors';
import { isStaff, type Scope } from '../../../platform/scope';
import { customers } from '../../customers/tables';
import { ownerCompany } from '../../reference/public';
import { sendPdf } from '../pdf/finance-pdf';
import { pdfFormat } from '../pdf/pdf-format';
import { addressPlaces } from '../pdf/reports';
import { monthOf, readStatement, statementMonthsOf } from './statement-data';
import { drawStatement } from './statement-pdf';

/**
 * The customer a statement call reads: a portal user's active customer (naming another is a 404, never a view of
 * it); staff must name one.
 */
async function statementCustomer(db: Db, scope: Scope, customerId: number | undefined) {
  const id = isStaff(scope) ? customerId : (scope.customerId ?? undefined);
  if (isStaff(scope) && id === undefined) throw invalid('customerId', 'Choose the customer');
  if (id === undefined || (!isStaff(scope) && customerId !== undefined && customerId !== id))
    throw notFound('The customer');
  const [customer] = await db
    .select({ id: customers.id, name: customers.name, currencyCode: customers.currencyCode })
    .from(customers)
    .where(eq(customers.id, id));
  if (!customer) throw notFound('The customer');
  return customer;
}

/** GET /statements: the months a customer has a statement for. */
export async function getStatements(
  db: Db,
  scope: Scope,
  query: ParsedBy<typeof getStatementsSchemas>['query'],
  now: Date,
) {
  const customer = await statementCustomer(db, scope, query.customerId);
  return {
    customerId: customer.id,
    customerName: customer.name,
    months: await statementMonthsOf(db, customer.id, customer.currencyCode, monthOf(now)),
  };
}

/** GET /statements/{month}: the month's statement as a PDF in the reader's language. */
export async function getStatement(
  db: Db,
  scope: Scope,
  reply: FastifyReply,
  input: { month: string; customerId: number | undefined },
  language: Language,
  now: Date,
): Promise<FastifyReply> {
  const customer = await statementCustomer(db, scope, input.customerId);
  if (input.month > monthOf(now)) throw invalid('month', 'That month has not begun');
  const [statement, company, places] = await Promise.all([
    readStatement(db, customer.id, input.month),
    ownerCompany(db),
    addressPlaces(db),
  ]);
  if (!statement) throw notFound('The customer');
  return sendPdf(reply, `statement-${statement.accountNumber}-${input.month}.pdf`, async (doc) => {
    drawStatement(doc, statement, company, pdfFormat(language, places), language);
  });
}
