// A door of features/orders (eslint/web-walls.js): a dialog opened over the order drawer (a stage photo) tells the
// drawer, which then leaves Escape to it.
export { useNestedDialog } from '../components/nested-dialog';
