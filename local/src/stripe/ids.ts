/** Ids shaped like Stripe's: a type prefix and 24 random base62 characters. */
import { randomBytes } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export const randomToken = (length = 24): string => {
  const bytes = randomBytes(length);
  let out = '';
  // 62 does not divide 256: the slight bias does not matter for test ids.
  for (const b of bytes) out += alphabet[b % 62];
  return out;
};

export const prefixes = {
  customer: 'cus',
  product: 'prod',
  price: 'price',
  subscription: 'sub',
  subscription_item: 'si',
  invoice: 'in',
  line_item: 'il',
  payment_intent: 'pi',
  setup_intent: 'seti',
  payment_method: 'pm',
  charge: 'ch',
  webhook_endpoint: 'we',
  event: 'evt',
  request: 'req',
} as const;

export type ObjectKind = keyof typeof prefixes;

export const newId = (kind: ObjectKind): string => `${prefixes[kind]}_${randomToken()}`;

/** `pi_123_secret_abc` → `pi_123`: client secrets name their intent. */
export const intentIdOfSecret = (clientSecret: string): string | undefined => {
  const match = /^((?:pi|seti)_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
  return match?.[1];
};

export const newClientSecret = (intentId: string): string =>
  `${intentId}_secret_${randomToken(25)}`;
