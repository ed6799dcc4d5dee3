/**
 * Where the server posts push messages: the browsers' push services only. A subscription's
 * endpoint is an address the client sends, so without this check anyone could make the server
 * post to an address of their choosing (another site, the cloud's metadata service); with it,
 * the sender reaches the services browsers actually subscribe with, over https:
 *
 * - Chrome, Edge on Android, Opera, Samsung Internet, Brave: Firebase Cloud Messaging
 * - Firefox: Mozilla's autopush
 * - Safari (macOS 13+, iOS 16.4+): Apple's web push service
 * - Edge on Windows: the Windows Push Notification Services
 *
 * Locally and in tests, the loopback push service `npm start` runs (PUSH_SERVICE_LOCAL_ORIGIN)
 * is the one more origin; naming one on AWS fails at start-up, as FETCH_ALLOW_PRIVATE_HOSTS does.
 */
const exactHosts = new Set(['fcm.googleapis.com', 'updates.push.services.mozilla.com']);
/** Services that spread endpoints over many hosts of their domain. */
const hostSuffixes = ['.push.apple.com', '.notify.windows.com'];

const runsOnAws = (runtime: Record<string, string | undefined>): boolean =>
  Boolean(runtime.AWS_LAMBDA_FUNCTION_NAME) || Boolean(runtime.AWS_EXECUTION_ENV);

/** The local push service's origin, or undefined; throws when set on AWS. */
export const localPushOrigin = (
  value: string | undefined,
  runtime: Record<string, string | undefined> = process.env,
): string | undefined => {
  if (!value) return undefined;
  if (runsOnAws(runtime))
    throw new Error('PUSH_SERVICE_LOCAL_ORIGIN must not be set on AWS: push goes to browsers');
  return new URL(value).origin;
};

/** Whether the server may post to this endpoint (already of the schema's form). */
export const isKnownPushService = (endpoint: string, localOrigin: string | undefined): boolean => {
  const url = new URL(endpoint);
  if (localOrigin !== undefined && url.origin === localOrigin) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return exactHosts.has(host) || hostSuffixes.some((suffix) => host.endsWith(suffix));
};
