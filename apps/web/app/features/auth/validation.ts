/** The new password rules of packages/shared users/change-password, as i18n keys of the first broken one. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < 10) return 'auth.passwordTooShort';
  if (!/[A-Za-z]/.test(password)) return 'auth.passwordNeedsLetter';
  if (!/[0-9]/.test(password)) return 'auth.passwordNeedsDigit';
  return null;
}
