import { getStatement, getStatementSchemas } from '@portal/shared/finance/get-statement';
import { getStatements, getStatementsSchemas } from '@portal/shared/finance/get-statements';
import { bindCall } from '../../../platform/route';
import * as statements from './statements-service';

/** A customer's monthly statements: the list of its months and each month's PDF. */
export const statementRoutes = [
  bindCall(getStatements, getStatementsSchemas, ({ services, scope, query }) =>
    statements.getStatements(services.db, scope, query, services.now()),
  ),
  bindCall(getStatement, getStatementSchemas, ({ services, scope, params, query, lang, reply }) =>
    statements.getStatement(
      services.db,
      scope,
      reply,
      { month: params.month, customerId: query.customerId },
      lang,
      services.now(),
    ),
  ),
];
