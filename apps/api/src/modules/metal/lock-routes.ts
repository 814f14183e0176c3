import {
  getCustomerMetalTerms,
  getCustomerMetalTermsSchemas,
  setCustomerMetalTerms,
  setCustomerMetalTermsSchemas,
} from '@portal/shared/metal/customer-metal-terms';
import {
  extendMetalPriceLock,
  extendMetalPriceLockSchemas,
} from '@portal/shared/metal/extend-metal-price-lock';
import { bindCall } from '../../platform/route';
import * as staff from './lock-staff';

export const metalLockRoutes = [
  bindCall(getCustomerMetalTerms, getCustomerMetalTermsSchemas, ({ services, params }) =>
    staff.getCustomerMetalTerms(services.db, params.id),
  ),
  bindCall(setCustomerMetalTerms, setCustomerMetalTermsSchemas, ({ services, scope, params, body }) =>
    staff.setCustomerMetalTerms(services.db, scope, params.id, body),
  ),
  bindCall(extendMetalPriceLock, extendMetalPriceLockSchemas, ({ services, scope, params, body }) =>
    staff.extendLock(services.db, scope, params.id, body.hours),
  ),
];
