/** The shape zod's e-mail check accepts (packages/shared emailField), without shipping zod to the browser. */
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** spec §5: every e-mail field says 'E-mail must be valid' when this is false. */
export const isValidEmail = (value: string) => EMAIL.test(value.trim());
