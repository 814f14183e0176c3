// A door of features/production (eslint/web-walls.js): the checkout's rush tiers, a job order's promised day, the
// jobs at risk screen.
export { RushTierPicker, useRushFeeLine, type RushChoice } from '../components/rush-tier-picker';
export { JobsAtRiskScreen } from '../components/jobs-at-risk-screen';
