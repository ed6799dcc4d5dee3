/**
 * The shape an e-mail address must have, without zod: zod's own `z.email()` pattern, for the forms
 * that check an address on a page's first screen without loading zod (about 26 KB gzip).
 * email-shape.test.ts holds it equal to the pattern zod applies on the server (zod writes a
 * needless `\-` at the end of its classes; here the hyphen stands bare).
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const isEmailShaped = (text: string): boolean => EMAIL_PATTERN.test(text);
