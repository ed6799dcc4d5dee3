/**
 * The spec's feature flags (configurable defaults: "Feature flags default on: analytics, push
 * notifications, offline mode, PWA, rate limiting, error reporting, performance monitoring"),
 * served to the SPA in /config.json. No zod here: the SPA reads them on every first load.
 */

export const FEATURE_FLAGS = [
  'analytics',
  'pushNotifications',
  'offlineMode',
  'pwa',
  'rateLimiting',
  'errorReporting',
  'performanceMonitoring',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Readonly<Record<FeatureFlag, boolean>>;

/**
 * The flags of a configuration that may name only some, or none: a flag not named is on, and only
 * `false` turns one off. The writers' schema (runtime-config.ts) refuses anything but a boolean;
 * the SPA, reading on every first load, keeps this one rule and nothing more.
 */
export function featureFlagsOf(value: unknown): FeatureFlags {
  const given = (value ?? {}) as Partial<Record<FeatureFlag, unknown>>;
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, given[flag] !== false])) as Record<
    FeatureFlag,
    boolean
  >;
}

/** Every flag on, as the spec defaults them. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = /* @__PURE__ */ featureFlagsOf(undefined);
