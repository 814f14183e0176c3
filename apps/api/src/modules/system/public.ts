// The system module's door: the seed creates the demo accounts and marks the database as holding demo data.
export { DEMO_ACCOUNTS, DEMO_DATA_SETTING } from './demo-accounts';
