// A door of features/finance (eslint/web-walls.js): another feature (a job's deposit) loads this dialog on demand.
export { default } from '../components/pay-amount-dialog';
