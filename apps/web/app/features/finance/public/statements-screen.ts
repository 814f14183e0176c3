// A door of features/finance (eslint/web-walls.js): a customer's monthly statements and the staff aging report.
export { StatementsScreen } from '../components/statements-screen';
export { AgingReportScreen } from '../components/aging-report-screen';
