/** The password rules that need no zod, so a form can check a new password without loading it. */

/**
 * One lowercase letter, one uppercase letter and one digit, each looked for on its own: three
 * single-class scans are linear in the length, where one pattern of three `.*` lookaheads tries
 * every start position and costs the square of it.
 */
export const hasLowerUpperAndDigit = (value: string): boolean =>
  /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value);
