/**
 * Typed errors that carry their HTTP status. Handlers and services throw them; the HTTP adapter
 * maps them to answers in one place (http/error-response.ts). Messages of these errors are shown
 * to the user; anything else becomes a plain 500 without details.
 */
import type { FieldErrors } from '@shop-scanner/shared/api-errors';
import { IDEMPOTENCY_KEY_IN_USE } from '@shop-scanner/shared/idempotency';
import { apiMessages } from '@shop-scanner/shared/messages';

/** Fields an answer carries beside its message (e.g. the product that holds a barcode). */
export type ErrorDetails = Readonly<Record<string, unknown>>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidInput extends HttpError {
  constructor(fieldErrors: FieldErrors, message: string = apiMessages.invalidInput) {
    super(400, message, fieldErrors);
  }
}

export class BadRequest extends HttpError {
  constructor(message: string, details?: ErrorDetails) {
    super(400, message, undefined, undefined, details);
  }
}

/** A request body that is not JSON at all: refused before any schema could read it. */
export class MalformedJson extends BadRequest {
  constructor() {
    super(apiMessages.malformedJson);
  }
}

export class Unauthorized extends HttpError {
  constructor(message: string = apiMessages.unauthorized) {
    super(401, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message: string) {
    super(403, message);
  }
}

export class NotFound extends HttpError {
  constructor(message: string = apiMessages.notFound, details?: ErrorDetails) {
    super(404, message, undefined, undefined, details);
  }
}

export class Conflict extends HttpError {
  constructor(message: string, fieldErrors?: FieldErrors, details?: ErrorDetails) {
    super(409, message, fieldErrors, undefined, details);
  }
}

/**
 * An Idempotency-Key sent again with another method, path or body: the key names one request,
 * and answering this one with the other's answer (or running it) would hide the client's mistake.
 */
export class IdempotencyKeyReused extends HttpError {
  constructor() {
    super(422, apiMessages.idempotencyKeyReused);
  }
}

/**
 * The first request with this Idempotency-Key still runs (two tabs replaying the same call): this
 * one is not refused, it is to be sent again after Retry-After, when the first's answer is kept.
 */
export class IdempotencyKeyInUse extends HttpError {
  constructor() {
    super(
      409,
      apiMessages.idempotencyKeyInUse,
      undefined,
      { 'retry-after': '1' },
      { code: IDEMPOTENCY_KEY_IN_USE },
    );
  }
}

export class PayloadTooLarge extends HttpError {
  constructor(message: string = apiMessages.payloadTooLarge) {
    super(413, message);
  }
}

export class UnsupportedMediaType extends HttpError {
  constructor(message: string = apiMessages.unsupportedMediaType) {
    super(415, message);
  }
}

export class QuotaExceeded extends HttpError {
  constructor(message: string) {
    super(429, message);
  }
}

/** Not a spec text; kept here until shared/messages.ts (apiMessages) takes it. */
export const rateLimitedMessage = 'Too many requests in a short time. Please wait a moment.';

/**
 * Past a rate limit (the plan's per minute, lib/http/rate-limit-rules.ts; or an action's own, such
 * as price reports per hour, with its own words): nothing was done, and the same request after
 * Retry-After will be served. The body names the limit, so a client can tell it from a monthly
 * quota's 429.
 */
export class TooManyRequests extends HttpError {
  constructor(limit: string, retryAfterSeconds: number, message: string = rateLimitedMessage) {
    super(
      429,
      message,
      undefined,
      { 'retry-after': String(retryAfterSeconds) },
      {
        rateLimit: limit,
        retryAfterSeconds,
      },
    );
  }
}

/** Not a spec text; kept here until shared/messages.ts (apiMessages) takes it. */
export const busyMessage = 'The service is busy. Please try again in a moment.';

/**
 * The work lost a race for the same items too many times in a row (concurrent writes of one
 * counter or claim): nothing was written, and the same request a moment later will succeed.
 * Answered 503 with Retry-After, never a bare 500: it is neither the shopper's fault nor a bug.
 */
export class ServiceUnavailable extends HttpError {
  constructor(message: string = busyMessage, retryAfterSeconds = 1) {
    super(503, message, undefined, { 'retry-after': String(retryAfterSeconds) });
  }
}

export class NotImplemented extends HttpError {
  constructor() {
    super(501, apiMessages.notImplemented);
  }
}
