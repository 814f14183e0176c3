// The metal module's door: the price locks a cart or a quote reads and takes, and marks used when it becomes an order.
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
