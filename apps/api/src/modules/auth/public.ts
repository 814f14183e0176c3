// The auth module's door for other modules: password hashing, the modules a user may open, a new generated password.
export { hashPassword, verifyPassword } from './passwords';
export { availableModules } from './auth-user';
export { admitPublicFormRequest } from './public-form-throttle';
export { admitAttempt, recordSuccess } from './login-throttle';
export { revokeSessionsOf } from './sessions';
export { generatedPassword, PENDING_MINUTES, passwordMail } from './password-mail';
