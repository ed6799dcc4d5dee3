/**
 * Web push: the categories a shopper can turn on and off, their defaults, the texts shoppers read
 * and the bounds of a subscription, without zod (the profile page's push card reads these; push.ts
 * holds the zod contracts and re-exports everything here).
 */

/** The four switches of the profile's push card, in the order the card lists them. */
export const pushCategories = [
  'priceAlerts',
  'wishlistUpdates',
  'newFeatures',
  'weeklyDigest',
] as const;
export type PushCategory = (typeof pushCategories)[number];

export type PushPreferences = Readonly<Record<PushCategory, boolean>>;

/** Price alerts on, wishlist updates on, new features off, weekly digest on. */
export const DEFAULT_PUSH_PREFERENCES: PushPreferences = {
  priceAlerts: true,
  wishlistUpdates: true,
  newFeatures: false,
  weeklyDigest: true,
};

/**
 * The longest push endpoint taken. The push services' endpoints (FCM, Mozilla, Apple, Windows)
 * run from about 150 to 500 characters; a quarter of a web address's limit leaves them room.
 */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;
/** The browser's P-256 public key: an uncompressed point, 65 bytes. */
export const P256DH_BYTES = 65;
/** The browser's authentication secret: 16 bytes. */
export const AUTH_SECRET_BYTES = 16;
/** A test notification's text: one line on a lock screen. */
export const TEST_MESSAGE_MAX_LENGTH = 200;

/**
 * The most a push message may weigh before encryption. Push services take 4096 bytes of
 * encrypted record; 3 KB leaves room for the encryption's own bytes and for services that
 * count differently.
 */
export const PUSH_PAYLOAD_MAX_BYTES = 3072;

/**
 * A push message's fields, as the server writes them (push.ts `pushMessageSchema`) and the service
 * worker reads them (push-notification.ts): short enough for a notification and, together, for
 * the payload limit.
 */
export const PUSH_TITLE_MAX_LENGTH = 80;
export const PUSH_BODY_MAX_LENGTH = TEST_MESSAGE_MAX_LENGTH * 2;
export const PUSH_URL_MAX_LENGTH = 512;
export const PUSH_TAG_MAX_LENGTH = 64;

/**
 * A path on this site, as a message's click opens it: one slash first, not `//host` or `/\host`,
 * which a browser reads as another site.
 */
export const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= PUSH_URL_MAX_LENGTH && /^\/(?![/\\])/.test(value);

export const pushMessages = {
  // The brief's words, kept word for word (docs/wording.md).
  permissionDenied: 'Permission denied. Please enable notifications in your browser settings.',
  enableFailed: 'Failed to enable push notifications. Please try again.',
  enableFailedShort: 'Failed to enable notifications.',
  disableFailed: 'Failed to disable push notifications.',
  testFailed: 'Failed to send test notification.',
  preferencesFailed: 'Failed to update preferences.',
  unsupported: 'Push Notifications Not Supported',
  blocked: 'Notifications are blocked',
  // Not spec texts: the server's own words about what failed, kept in one place.
  endpointRequired: 'Push endpoint is required',
  endpointTooLong: `Push endpoint must be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters`,
  endpointInvalid: 'Push endpoint must be an https address',
  endpointUnknownService: 'Push endpoint is not one of the browser push services',
  p256dhInvalid: 'Push key p256dh must be a P-256 public key (65 bytes, base64url)',
  authInvalid: 'Push key auth must be 16 bytes, base64url',
  testMessageRequired: 'Test message must not be empty',
  testMessageTooLong: `Test message must be at most ${TEST_MESSAGE_MAX_LENGTH} characters`,
  preferenceInvalid: 'Each preference is true or false',
  preferencesEmpty: 'Send at least one preference',
  subscriptionNotFound: 'No push subscription of yours has this endpoint',
  noSubscriptions: 'No device of yours is subscribed to push notifications',
  testTitle: 'Shop Scanner',
  testDefaultMessage: 'Test notification: push notifications work on this device.',
} as const;

const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Whether `text` is exactly `bytes` bytes in base64url (RFC 4648 §5, the form browsers give keys
 * in), unpadded or padded: the right length, the alphabet only, and the unused low bits of the
 * last character zero (so one key has one spelling). A loop over a bounded string: linear.
 */
export const isBase64UrlOfBytes = (text: string, bytes: number): boolean => {
  const unpaddedLength = Math.ceil((bytes * 4) / 3);
  const paddedLength = Math.ceil(bytes / 3) * 4;
  const body = text.length === paddedLength ? text.replace(/=+$/, '') : text;
  if (body.length !== unpaddedLength) return false;
  for (const char of body) if (!BASE64URL_ALPHABET.includes(char)) return false;
  const spareBits = unpaddedLength * 6 - bytes * 8;
  const last = BASE64URL_ALPHABET.indexOf(body.charAt(body.length - 1));
  return (last & ((1 << spareBits) - 1)) === 0;
};

/**
 * An uncompressed P-256 point starts with the byte 0x04, whose top six bits (000001) are `B` in
 * base64url. Whether the point is on the curve is checked by the server, which has the curve.
 */
export const isP256PublicKeyText = (text: string): boolean =>
  text.startsWith('B') && isBase64UrlOfBytes(text, P256DH_BYTES);

/** Loopback hosts: an http endpoint is only ever the local push service on this machine. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A push endpoint's form: https, or http on loopback (the local push service `npm start` runs;
 * the server refuses it anywhere else). Which services the server sends to is its own check.
 */
export const isPushEndpointForm = (endpoint: string): boolean => {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
};

// ---------------------------------------------------------------------------------------------
// The VAPID subject: who push services can contact about the server's messages

const isLocalHostName = (host: string): boolean => {
  const name = host.toLowerCase().replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name.endsWith('.local') ||
    name === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(name) ||
    name === '0.0.0.0'
  );
};

/**
 * Why a VAPID subject would be refused (a `mailto:` address or an https URL, neither on a local
 * host: Apple's service refuses a localhost one), or undefined when it is a usable contact.
 */
export const vapidSubjectProblem = (subject: string): string | undefined => {
  if (subject.length > 256) return 'it is longer than 256 characters';
  if (subject.startsWith('mailto:')) {
    const address = subject.slice('mailto:'.length);
    const at = address.lastIndexOf('@');
    const domain = address.slice(at + 1);
    if (at < 1 || !domain.includes('.') || /\s/.test(address))
      return 'a mailto: subject needs an e-mail address';
    return isLocalHostName(domain) ? 'its address is on a local host' : undefined;
  }
  let url: URL;
  try {
    url = new URL(subject);
  } catch {
    return 'it is neither a mailto: address nor an https URL';
  }
  if (url.protocol !== 'https:') return 'it is neither a mailto: address nor an https URL';
  return isLocalHostName(url.hostname) ? 'it names a local host' : undefined;
};
