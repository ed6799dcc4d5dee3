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

/** Every flag on, as the spec defaults them. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = Object.freeze(
  Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, true])) as Record<FeatureFlag, boolean>,
);

/**
 * The flags of a configuration that may name only some, or none: a flag not named is on. Only a
 * boolean turns one off; anything else in its place is a broken configuration.
 */
export const featureFlagsOf = (value: unknown): FeatureFlags => {
  if (value === undefined || value === null) return DEFAULT_FEATURE_FLAGS;
  if (typeof value !== 'object') throw new Error('features must be an object of flags');
  const given = value as Record<string, unknown>;
  return Object.fromEntries(
    FEATURE_FLAGS.map((flag) => {
      const set = given[flag];
      if (set !== undefined && typeof set !== 'boolean') {
        throw new Error(`features.${flag} must be true or false`);
      }
      return [flag, set ?? true];
    }),
  ) as Record<FeatureFlag, boolean>;
};
