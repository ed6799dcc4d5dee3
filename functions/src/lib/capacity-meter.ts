/**
 * Read capacity as DynamoDB reports it, added up per search: the benchmarks compare it with a
 * Scan, and an integration test checks the search path reports it. Requests ask for it only when
 * a meter is given (ReturnConsumedCapacity costs nothing, but says nothing when nobody listens).
 */
import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';

export interface CapacityMeter {
  add(capacityUnits: number): void;
}

export const metered = (meter: CapacityMeter | undefined) =>
  meter ? { ReturnConsumedCapacity: 'TOTAL' as const } : {};

export const recordCapacity = (
  meter: CapacityMeter | undefined,
  consumed: ConsumedCapacity | readonly ConsumedCapacity[] | undefined,
): void => {
  if (!meter || consumed === undefined) return;
  for (const c of Array.isArray(consumed) ? consumed : [consumed as ConsumedCapacity]) {
    if (c.CapacityUnits !== undefined) meter.add(c.CapacityUnits);
  }
};
