import { defineCall } from '../platform/contract';
import { statementListQuery, statementMonths } from './statement-schemas';

export const getStatementsSchemas = () => ({
  query: statementListQuery,
  response: statementMonths,
  examples: [{ query: { customerId: 1 } }],
});

/**
 * GET /statements: the months a customer has a statement for, newest first, with its opening and closing balance
 * (staff name the customer; a portal user reads its active customer's).
 */
export const getStatements = defineCall<typeof getStatementsSchemas>()({
  name: 'getStatements',
  domain: 'finance',
  method: 'GET',
  path: '/statements',
  permission: 'CP_INVOICES:VIEW',
  summary: "A customer's monthly statements: each month's opening and closing balance, newest first",
});
