import { describe, expect, it } from 'vitest';
import {
  BadRequest,
  Conflict,
  Forbidden,
  InvalidInput,
  MalformedJson,
  NotFound,
  PayloadTooLarge,
  QuotaExceeded,
  ServiceUnavailable,
  TooManyRequests,
  Unauthorized,
  UnsupportedMediaType,
} from '../errors';
import { refusalMetricOf } from './refusal-metric';

describe('refusalMetricOf', () => {
  it.each([
    ['a monthly quota used up', new QuotaExceeded('No scans left'), 'QuotaRefusals'],
    ['a per-minute limit', new TooManyRequests('apiRequestsPerMinute', 12), 'RateRefusals'],
    [
      'fields a schema refused',
      new InvalidInput({ email: ['Email is invalid'] }),
      'ValidationRefusals',
    ],
    ['a body that is not JSON', new MalformedJson(), 'ValidationRefusals'],
    ['a body over the limit', new PayloadTooLarge(), 'ValidationRefusals'],
    ['a body of another media type', new UnsupportedMediaType(), 'ValidationRefusals'],
  ])('names %s', (_, error, metric) => {
    // Act
    const name = refusalMetricOf(error);

    // Assess
    expect(name).toBe(metric);
  });

  it.each([
    ['a 400 about the request, not its form', new BadRequest('That store cannot be reached')],
    ['a 401', new Unauthorized()],
    ['a 403', new Forbidden('Business accounts only')],
    ['a 404', new NotFound()],
    ['a 409', new Conflict('Already on this plan')],
    ['a 503', new ServiceUnavailable()],
    ['a fault', new Error('boom')],
    ['something thrown that is no error', 'boom'],
  ])('names no refusal for %s', (_, error) => {
    // Act
    const name = refusalMetricOf(error);

    // Assess
    expect(name).toBeUndefined();
  });
});
