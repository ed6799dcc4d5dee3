import { apiMessages } from '@shop-scanner/shared/messages';
import { HttpError } from '../errors';
import { logger } from '../logger';
import { json, type HttpResult } from './responses';

/**
 * The one place where errors become answers. Typed errors below 500 show their message (and the
 * failing fields); anything else is logged with its stack and answered with a bare 500.
 */
export const errorResponse = (error: unknown): HttpResult => {
  if (error instanceof HttpError) {
    // 501 is an honest 'not yet', not a fault.
    if (error.statusCode >= 500 && error.statusCode !== 501)
      logger.error('Request failed', { error });
    // Details come first: they can add fields to an answer, never replace its message.
    return json(
      error.statusCode,
      {
        ...error.details,
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      },
      error.headers,
    );
  }
  logger.error('Unexpected error', { error: error as Error });
  return json(500, { message: apiMessages.internal });
};
