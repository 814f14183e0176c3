import { changeSignal } from '../../platform/change-signal';

/**
 * The writes the jobs at-risk list is worked out from: stage moves, promised days, stage lists and workshop holidays
 * (an order's status has its own signal, in the orders module). Every such write calls `productionChanged.changed(tx)`.
 */
export const productionChanged = changeSignal('production');
