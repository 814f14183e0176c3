export * from './platform/envelope';
export * from './platform/filters';
export * from './platform/slug';
export * from './auth/permissions';
export * from './auth/roles';
export * from './auth/schemas';
export * from './constants/index';
export * from './reference/schemas';
