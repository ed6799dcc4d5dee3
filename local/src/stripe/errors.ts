/** Stripe's error answers: `{error:{type, code?, decline_code?, message, param?}}` with a status. */

export type StripeErrorType =
  | 'invalid_request_error'
  | 'card_error'
  | 'idempotency_error'
  | 'api_error'
  | 'authentication_error';

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly extra: {
      readonly code?: string;
      readonly decline_code?: string;
      readonly param?: string;
      /** Card errors carry the intent as it is after the failure, as Stripe's do. */
      readonly payment_intent?: unknown;
      readonly setup_intent?: unknown;
      readonly payment_method?: unknown;
    } = {},
  ) {
    super(message);
  }

  toJSON() {
    return { error: { type: this.type, message: this.message, ...this.extra } };
  }
}

export const invalidRequest = (message: string, param?: string, code?: string) =>
  new StripeApiError(400, 'invalid_request_error', message, {
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });

export const missingParam = (param: string) =>
  invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');

export const noSuchObject = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    param,
  });
