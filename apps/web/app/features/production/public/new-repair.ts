// A door of features/production (eslint/web-walls.js): the repair intake form, which the route lends a customer picker.
export { NewRepairForm, type RepairCustomerSlot } from '../components/new-repair-form';
