import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { seedDemo, seedReference } from './index';
import { seedLargeCatalog } from './large-catalog';

/** `npm run seed [-- --products N]`: migrate, load reference and demo data, optionally grow the catalogue to N products. */
const { values } = parseArgs({ options: { products: { type: 'string' } } });
const products = values.products === undefined ? 0 : Number(values.products);
if (!Number.isInteger(products) || products < 0) {
  console.error('--products must be a whole number');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
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
await database.close();
