import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDemo, seedReference } from './index';
import { seedOrders } from './demo-orders';
import { seedLargeCatalog } from './large-catalog';
import { seedLargeCustomers } from './large-customers';
import { seedLargeFinance } from './large-finance';

/**
 * `npm run seed [-- --products N] [-- --orders N] [-- --customers N]`: migrate, load reference and demo data, optionally
 * grow the catalogue to N products, the customers to N generated accounts and the orders to N orders.
 */
const { values } = parseArgs({
  options: { products: { type: 'string' }, orders: { type: 'string' }, customers: { type: 'string' } },
});
const wholeNumber = (name: string, value: string | undefined) => {
  const n = value === undefined ? 0 : Number(value);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number`);
    process.exit(1);
  }
  return n;
};
const products = wholeNumber('products', values.products);
const orderCount = wholeNumber('orders', values.orders);
const customerCount = wholeNumber('customers', values.customers);
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
  // Growing the data to 100,000 orders runs statements of a minute or more on a busy machine: a request's time limit
  // (DATABASE_STATEMENT_TIMEOUT_MS) is not meant for a batch run by hand.
  statementTimeoutMs: 3_600_000,
});
await database.migrate();
await seedReference(database.db);
await seedDemo(database.db);
console.log('Demo data loaded.');
if (products > 0) {
  const started = Date.now();
  const added = await seedLargeCatalog(database.db, products);
  console.log(
    `Catalogue: ${added} generated products added in ${((Date.now() - started) / 1000).toFixed(1)} s (BX-1 … BX-${products}).`,
  );
}
// Before the orders: their invoices spread over every active customer, the generated ones too.
if (customerCount > 0) {
  const started = Date.now();
  const added = await seedLargeCustomers(database.db, customerCount);
  console.log(
    `Customers: ${added} generated customers with a portal user each added in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}
if (orderCount > 0) {
  const started = Date.now();
  const added = await seedOrders(database.db, orderCount);
  console.log(`Orders: ${added} generated orders added in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  const financeStarted = Date.now();
  const invoices = await seedLargeFinance(database.db, orderCount);
  console.log(
    `Finance: ${invoices} generated invoices and payments added in ${((Date.now() - financeStarted) / 1000).toFixed(1)} s.`,
  );
  // What autovacuum would do in time: planner statistics and visibility maps for the rows just written, so the
  // lists are planned (and counted from their indexes) as they will be in use.
  await database.db.execute(
    sql`vacuum analyze orders, order_items, invoices, invoice_lines, payments, payment_allocations, ledger_entries`,
  );
}
await database.close();
