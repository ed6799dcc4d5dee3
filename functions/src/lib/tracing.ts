/**
 * X-Ray traces of the calls that leave the app for a partner (Stripe, the stores a shopper names,
 * Open Food Facts, Open Prices): each call is a subsegment named after the partner, so a slow
 * request shows at a glance whose time it spent. Our own AWS calls (DynamoDB, EventBridge) are not
 * traced: their latency is on CloudWatch's own graphs already.
 *
 * Off unless POWERTOOLS_TRACE_ENABLED is `true` (the stack sets it from the CDK context
 * `tracing`). Powertools Tracer loads the X-Ray SDK, which costs every cold start measurable time
 * (bench/tracer-cold-start.ts, bench/RESULTS.md): it is imported only when tracing is on, on the
 * first traced call, so a function with tracing off never runs its start-up; and the stack
 * bundles an untraced function without it (externalModulesFor in infra's api-function.ts), so
 * its code is not even parsed there.
 */
import type { Tracer } from '@aws-lambda-powertools/tracer';

/** The subsegments' names, one per partner. */
export const tracedPartner = {
  stripe: 'Stripe',
  storeFetch: 'StoreFetch',
  openFoodFacts: 'OpenFoodFacts',
  openPrices: 'OpenPrices',
} as const;

export type TracedPartner = (typeof tracedPartner)[keyof typeof tracedPartner];

/** Read once: a function's tracing is decided by its configuration, not per call. */
export const tracingEnabled = process.env.POWERTOOLS_TRACE_ENABLED === 'true';

let tracer: Promise<Tracer> | undefined;

const loadTracer = (): Promise<Tracer> => {
  // Our subsegments name the partner; Powertools' automatic HTTP capture would add a second,
  // host-named one for the same call.
  tracer ??= import('@aws-lambda-powertools/tracer').then(
    ({ Tracer }) => new Tracer({ captureHTTPsRequests: false }),
  );
  return tracer;
};

type Traced = <T>(partner: TracedPartner, call: () => Promise<T>) => Promise<T>;

/** Tracing off: the call, and nothing else. */
const untraced: Traced = (_partner, call) => call();

/** Tracing on: the call inside a subsegment, marked with the error if it throws. */
const inSubsegment: Traced = async (partner, call) => {
  const active = await loadTracer();
  // Outside Lambda (the local stack with the switch on) there is no segment to hang it on.
  if (!active.isTracingEnabled()) return call();
  const parent = active.getSegment();
  if (!parent) return call();
  // Added to the invocation's segment without becoming the current one: partner calls made in
  // parallel (a store's pages) each get their own subsegment instead of nesting in each other.
  const subsegment = parent.addNewSubsegment(partner);
  try {
    return await call();
  } catch (error) {
    subsegment.addError(error instanceof Error ? error : new Error(String(error)));
    throw error;
  } finally {
    subsegment.close();
  }
};

/**
 * Runs `call` inside a subsegment named after the partner when tracing is on; otherwise only
 * runs it, with nothing loaded and nothing checked per call.
 */
export const traced: Traced = tracingEnabled ? inSubsegment : untraced;
