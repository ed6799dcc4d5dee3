/**
 * The Cognito user pool's settings, read by both homes: the CDK auth construct and the
 * local stack's cognito-local bootstrap create the pool and client from these values.
 */
import { passwordPolicy } from './user';

export const userPoolSettings = {
  /** Users sign in with their email address; it is also the username. */
  signInWith: 'email',
  passwordPolicy,
  /** Standard attributes written at sign-up; both required, both changeable later. */
  standardAttributes: {
    email: { required: true, mutable: true },
    name: { required: true, mutable: true },
  },
  /** Custom attributes (Cognito prefixes them with `custom:`), with their maximum lengths. */
  customAttributes: [
    // Chosen at sign-up, never changed afterwards: business access hangs on it.
    { name: 'accountType', maxLength: 16, mutable: false },
    { name: 'businessName', maxLength: 100, mutable: true },
  ],
  /** The SPA client: public (no secret), password and SRP flows, refresh tokens. */
  client: {
    name: 'shop-scanner-web',
    generateSecret: false,
    authFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    /** Token lifetimes; the ID token hour matches the spec's default session timeout (3,600,000 ms). */
    idTokenValidityMinutes: 60,
    accessTokenValidityMinutes: 60,
    refreshTokenValidityDays: 30,
    /** The spec shows a clear "already registered" message, which needs Cognito's real error. */
    preventUserExistenceErrors: false,
    enableTokenRevocation: true,
  },
} as const;

export const userPoolName = 'shop-scanner-users';
