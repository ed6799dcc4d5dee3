import { describe, expect, it } from 'vitest';
import {
  addCosts,
  gbSeconds,
  httpApiBilledRequests,
  priceOperation,
  scaleCost,
  US_EAST_1,
  type OperationUsage,
  type PriceList,
} from './aws-prices';

const nothing: OperationUsage = {
  apiCalls: [],
  siteRequests: 0,
  bytesOut: 0,
  invocations: [],
  readRequestUnits: 0,
  writeRequestUnits: 0,
  eventsPut: 0,
  scheduledInvocations: 0,
};

/** Round figures, so each expected dollar amount can be worked out by hand. */
const roundPrices: PriceList = {
  ...US_EAST_1,
  lambdaArmGbSecond: 1,
  lambdaRequest: 10,
  dynamoDbReadRequestUnit: 100,
  dynamoDbWriteRequestUnit: 1000,
  httpApiRequest: 10_000,
  cloudFrontHttpsRequest: 100_000,
  cloudFrontDataOutGb: 1_000_000,
  eventBridgeCustomEvent: 10_000_000,
  schedulerInvocation: 100_000_000,
};

describe('gbSeconds', () => {
  it('rounds each duration up to the next millisecond, times the memory in GB', () => {
    // Act
    const billed = gbSeconds({ memoryMb: 1024, durationMs: 12.2 });
    const half = gbSeconds({ memoryMb: 512, durationMs: 100 });

    // Assess
    expect(billed).toBeCloseTo(0.013, 12);
    expect(half).toBeCloseTo(0.05, 12);
  });
});

describe('httpApiBilledRequests', () => {
  it('counts a request in 512 KB steps, at least one', () => {
    // Assess
    expect(httpApiBilledRequests(0)).toBe(1);
    expect(httpApiBilledRequests(512 * 1024)).toBe(1);
    expect(httpApiBilledRequests(512 * 1024 + 1)).toBe(2);
  });
});

describe('priceOperation', () => {
  it('prices each service from what was measured', () => {
    // Prepare
    const usage: OperationUsage = {
      apiCalls: [{ payloadBytes: 100 }, { payloadBytes: 600 * 1024 }],
      siteRequests: 1,
      bytesOut: 1024 ** 3 / 2,
      invocations: [
        { memoryMb: 1024, durationMs: 999.1 },
        { memoryMb: 2048, durationMs: 500 },
      ],
      readRequestUnits: 1.5,
      writeRequestUnits: 3,
      eventsPut: 2,
      scheduledInvocations: 1,
    };

    // Act
    const cost = priceOperation(usage, roundPrices);

    // Assess
    // Lambda: (1.000 + 1.000) GB-s at 1, and 2 requests at 10.
    expect(cost.lambda).toBeCloseTo(2 + 20, 9);
    expect(cost.dynamoDb).toBeCloseTo(1.5 * 100 + 3 * 1000, 9);
    // The second call is over 512 KB: billed as two.
    expect(cost.apiGateway).toBeCloseTo(3 * 10_000, 9);
    // Three requests through CloudFront (two API calls, one file) and half a GB out.
    expect(cost.cloudFront).toBeCloseTo(3 * 100_000 + 0.5 * 1_000_000, 6);
    expect(cost.eventBridge).toBeCloseTo(2 * 10_000_000 + 100_000_000, 3);
    expect(cost.total).toBeCloseTo(
      cost.lambda + cost.dynamoDb + cost.apiGateway + cost.cloudFront + cost.eventBridge,
      3,
    );
  });

  it('costs nothing for nothing used', () => {
    // Assess
    expect(priceOperation(nothing).total).toBe(0);
  });

  it('at the us-east-1 rates, one read request unit costs $0.125 per million', () => {
    // Act
    const cost = priceOperation({ ...nothing, readRequestUnits: 1_000_000 });

    // Assess
    expect(cost.dynamoDb).toBeCloseTo(0.125, 9);
  });
});

describe('scaleCost and addCosts', () => {
  it('scale every service by the count and add them service by service', () => {
    // Prepare
    const one = priceOperation({ ...nothing, readRequestUnits: 1, eventsPut: 1 }, roundPrices);

    // Act
    const month = addCosts([scaleCost(one, 3), one]);

    // Assess
    expect(month.dynamoDb).toBeCloseTo(400, 9);
    expect(month.eventBridge).toBeCloseTo(40_000_000, 3);
    expect(month.total).toBeCloseTo(4 * one.total, 3);
  });
});
