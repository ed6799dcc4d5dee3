import { describe, expect, it } from 'vitest';
import { plans } from '@shop-scanner/shared/plans';
import {
  countersOfRoute,
  limitName,
  limitsOnAnyPlan,
  limitsOnPlan,
  rateWindow,
} from './rate-limit-rules';

describe('the plans table', () => {
  it('holds the configured defaults: scans 10 free and 100 premium, API requests 1000', () => {
    expect(plans.free.rateLimits).toEqual({ scansPerMinute: 10, apiRequestsPerMinute: 1000 });
    expect(plans.premium.rateLimits).toEqual({ scansPerMinute: 100, apiRequestsPerMinute: 1000 });
    expect(plans.annual.rateLimits).toEqual(plans.premium.rateLimits);
  });
});

describe('countersOfRoute', () => {
  it('counts a barcode lookup as an API request and a scan', () => {
    expect(countersOfRoute('GET /api/products/barcode/{barcode}')).toEqual([
      'apiRequests',
      'scans',
    ]);
  });

  it('counts every other route as an API request only', () => {
    expect(countersOfRoute('GET /api/products/search')).toEqual(['apiRequests']);
    expect(countersOfRoute('POST /auth/login')).toEqual(['apiRequests']);
  });
});

describe('limits', () => {
  it("reads a plan's limits per counter", () => {
    expect(limitsOnPlan('free', ['apiRequests', 'scans'])).toEqual({
      apiRequests: 1000,
      scans: 10,
    });
    expect(limitsOnPlan('premium', ['scans'])).toEqual({ scans: 100 });
    expect(limitName('scans')).toBe('scansPerMinute');
  });

  it('needs no plan when every plan agrees, and the plan when they differ', () => {
    expect(limitsOnAnyPlan(['apiRequests'])).toEqual({ apiRequests: 1000 });
    expect(limitsOnAnyPlan(['apiRequests', 'scans'])).toBeUndefined();
  });
});

describe('rateWindow', () => {
  it('is the calendar minute, with Retry-After until its end', () => {
    const window = rateWindow(new Date('2026-05-01T10:20:45.250Z'));
    const start = Date.parse('2026-05-01T10:20:00Z') / 1000;

    expect(window).toEqual({ start, end: start + 60, retryAfterSeconds: 15 });
  });

  it('never asks to retry after less than a second', () => {
    expect(rateWindow(new Date('2026-05-01T10:20:59.900Z')).retryAfterSeconds).toBe(1);
    expect(rateWindow(new Date('2026-05-01T10:21:00.000Z')).retryAfterSeconds).toBe(60);
  });

  it('is the calendar hour when asked for 3600 seconds', () => {
    const window = rateWindow(new Date('2026-05-01T10:20:45.250Z'), 3600);
    const start = Date.parse('2026-05-01T10:00:00Z') / 1000;

    expect(window).toEqual({ start, end: start + 3600, retryAfterSeconds: 2355 });
  });
});
