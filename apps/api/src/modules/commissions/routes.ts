import { getCommissionRate, getCommissionRateSchemas } from '@portal/shared/commissions/get-commission-rate';
import {
  getCommissionStatement,
  getCommissionStatementSchemas,
} from '@portal/shared/commissions/get-commission-statement';
import { getCommissions, getCommissionsSchemas } from '@portal/shared/commissions/get-commissions';
import { setCommissionRate, setCommissionRateSchemas } from '@portal/shared/commissions/set-commission-rate';
import { settleCommission, settleCommissionSchemas } from '@portal/shared/commissions/settle-commission';
import { bindCall } from '../../platform/route';
import * as service from './service';
import { sendCommissionStatement } from './statement';

export const commissionRoutes = [
  bindCall(getCommissions, getCommissionsSchemas, ({ services, scope, query }) =>
    service.listCommissions(services.db, scope, query),
  ),
  bindCall(
    getCommissionStatement,
    getCommissionStatementSchemas,
    ({ services, scope, params, query, lang, reply }) =>
      sendCommissionStatement(
        services.db,
        scope,
        reply,
        { month: params.month, customerId: query.customerId },
        lang,
      ),
  ),
  bindCall(settleCommission, settleCommissionSchemas, ({ services, scope, params, body }) =>
    service.settleCommission(services.db, scope, params.id, body, services.now()),
  ),
  bindCall(getCommissionRate, getCommissionRateSchemas, ({ services, scope, params }) =>
    service.getCommissionRate(services.db, scope, params.id),
  ),
  bindCall(setCommissionRate, setCommissionRateSchemas, ({ services, scope, params, body }) =>
    service.setCommissionRate(services.db, scope, params.id, body.rate, services.now()),
  ),
];
