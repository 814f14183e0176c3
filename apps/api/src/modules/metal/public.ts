// The metal module's door: the staff's job-order list flags the jobs that lost more metal than their alloy allows; the
// metal rules staff set (the finished-weight tolerance, the price lock's window and cap); the price locks a cart or a
// quote reads and takes, and marks used when it becomes an order.
export { jobMetalLossFlags } from './movement-sums';
export { metalSettingsRow } from './settings-service';
export {
  activeLockOf,
  createLock,
  expiredLockOf,
  lockedPricesOf,
  lockView,
  markLockUsed,
  type LockedMetal,
  type LockedPrices,
  type LockTarget,
} from './locks';
