import { z } from 'zod';

/** The body of every error answer: a message to show, and for 400 the failing fields. */
export const apiErrorSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
export type FieldErrors = Record<string, string[]>;

/**
 * Field errors keyed by dotted path. Unknown keys of a strict object are reported under their own
 * name, so a client sees which field it should not have sent.
 *
 * The keys are the client's own field names, so they may be `__proto__`, `constructor` or
 * `toString`: they are gathered in a Map and turned into own properties by Object.fromEntries,
 * never looked up on a plain object (where `out.constructor` is Object and `out.__proto__`
 * its prototype).
 */
export const toFieldErrors = (error: z.ZodError): FieldErrors => {
  const out = new Map<string, string[]>();
  const add = (key: string, message: string) => {
    const messages = out.get(key);
    if (messages) messages.push(message);
    else out.set(key, [message]);
  };
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(base ? `${base}.${key}` : key, 'Unknown field');
    } else {
      add(base || '_', issue.message);
    }
  }
  return Object.fromEntries(out);
};

/** The first message of each field: what a form shows under the field. */
export const firstFieldErrors = (error: z.ZodError): Record<string, string> =>
  Object.fromEntries(
    Object.entries(toFieldErrors(error)).flatMap(([k, v]) => (v[0] ? [[k, v[0]]] : [])),
  );
