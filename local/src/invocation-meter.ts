/**
 * What each in-process Lambda invocation took, for whoever listens (the cost benchmark): its
 * function, request id, wall time, and the DynamoDB units and events it consumed
 * (functions/src/lib/cost-metering.ts). Nobody listens in `npm start` or the tests, and then an
 * invocation runs exactly as before, without a meter.
 */
import {
  emptyUsage,
  runMetered,
  type InvocationUsage,
} from '@shop-scanner/functions/lib/cost-metering';

export interface InvocationRecord {
  readonly functionName: string;
  readonly requestId: string | undefined;
  /** Wall time of the handler's call (what Lambda bills, before rounding up to 1 ms). */
  readonly durationMs: number;
  readonly usage: InvocationUsage;
  readonly failed: boolean;
}

export type InvocationListener = (record: InvocationRecord) => void;

const listeners = new Set<InvocationListener>();

/** Starts listening; the returned function stops. */
export const onInvocation = (listener: InvocationListener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Runs one invocation, measured when someone listens. */
export const meterInvocation = async <T>(
  functionName: string,
  requestId: string | undefined,
  call: () => Promise<T>,
): Promise<T> => {
  if (listeners.size === 0) return call();
  const usage = emptyUsage();
  const started = performance.now();
  let failed = false;
  try {
    return await runMetered(usage, call);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    const record = {
      functionName,
      requestId,
      durationMs: performance.now() - started,
      usage,
      failed,
    };
    for (const listener of listeners) listener(record);
  }
};
