// The commissions module's door: a paid family order earns its funeral home's commission (idempotent).
export { earnCommission } from './service';
