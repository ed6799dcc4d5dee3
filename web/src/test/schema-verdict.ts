import type { z } from 'zod';
import { firstFieldErrors } from '@shop-scanner/shared/api-errors';

/**
 * What the server answers for an input, as a form's check answers: the values it keeps, or the
 * first message for each field refused. For tests holding a zod-free check equal to its schema.
 */
export const schemaVerdict = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: firstFieldErrors(result.error) };
};
