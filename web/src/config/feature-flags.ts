/**
 * The feature flags of /config.json, each on unless the configuration turns it off
 * (shared/src/feature-flags.ts). What reads each:
 * - analytics: lib/analytics sends nothing when it is off;
 * - pushNotifications: the profile's push card, the only place that asks the browser's
 *   permission to notify (app/routes/profile.tsx);
 * - pwa: the service worker registered at start-up (main.tsx) and the install prompt
 *   (app/layouts/root-layout.tsx); the push card registers the same worker whatever it says;
 * - offlineMode: read for the offline use, later work;
 * - rateLimiting: the server enforces its limits whatever a client is told; kept for a client's
 *   own back-off when one is built;
 * - errorReporting and performanceMonitoring: read for the error and web-vitals reporters when
 *   they are built (nothing reports today).
 */
import { featureFlagsOf, type FeatureFlag } from '@shop-scanner/shared/feature-flags';
import { getRuntimeConfig } from './runtime-config';

export const isFeatureOn = (flag: FeatureFlag): boolean =>
  featureFlagsOf(getRuntimeConfig().features)[flag];
