import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { seedDemo, seedReference } from './index';

/** `npm run seed`: migrate, then load reference and demo data into the configured database. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
await seedReference(database.db);
await seedDemo(database.db);
await database.close();
console.log('Demo data loaded.');
