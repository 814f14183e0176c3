// The auth module's door for other modules: password hashing and the modules a user may open.
export { hashPassword, verifyPassword } from './passwords';
export { availableModules } from './auth-user';
export { admitPublicFormRequest } from './public-form-throttle';
export { admitAttempt, recordSuccess } from './login-throttle';
export { revokeSessionsOf } from './sessions';
