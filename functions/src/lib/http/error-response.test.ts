import { describe, expect, it } from 'vitest';
import { busyMessage, ServiceUnavailable } from '../errors';
import { errorResponse } from './error-response';

describe('errorResponse', () => {
  it('answers a lost race 503 with Retry-After and a message, never a bare 500', () => {
    const answer = errorResponse(new ServiceUnavailable());

    expect(answer.statusCode).toBe(503);
    expect(answer.headers).toMatchObject({ 'retry-after': '1' });
    expect(JSON.parse(String(answer.body))).toEqual({ message: busyMessage });
  });
});
