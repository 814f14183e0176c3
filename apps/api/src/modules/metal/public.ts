// The metal module's door: the staff's job-order list flags the jobs that lost more metal than their alloy allows; the
// metal rules staff set (the finished-weight tolerance, the price lock's window and cap).
export { jobMetalLossFlags } from './movements-service';
export { metalSettingsRow } from './settings-service';
