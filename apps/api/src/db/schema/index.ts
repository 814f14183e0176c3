export * from './reference';
export * from './customers';
export * from './users';
export * from './auth';
export * from './settings';
export * from './catalog';
export * from './cart';
export * from './shipping';
