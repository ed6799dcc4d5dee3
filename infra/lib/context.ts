import type { IConstruct } from 'constructs';

/**
 * Whether the stack's functions are traced with X-Ray (`-c tracing=true`, or `"tracing": true` in
 * cdk.json's context). Off unless asked for: tracing adds to every cold start and costs per trace,
 * so it is switched on where the figures say it pays. The CLI passes context as strings, so
 * `"true"` and `"false"` count as well; anything else is a typo that must not deploy silently.
 */
export const tracingEnabled = (scope: IConstruct): boolean => {
  const value: unknown = scope.node.tryGetContext('tracing');
  if (value === undefined || value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  throw new Error(
    `The context value tracing must be true or false, not ${JSON.stringify(value)} (-c tracing=true)`,
  );
};
