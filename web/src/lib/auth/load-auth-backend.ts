import { getRuntimeConfig } from '../../config/runtime-config';

export type AuthBackend = typeof import('./amplify-backend');

let pending: Promise<AuthBackend> | undefined;

/**
 * Loads and configures the Amplify-backed module once. Called only when a session is stored, or
 * on the sign-in, register and forgot-password pages.
 */
export const loadAuthBackend = (): Promise<AuthBackend> => {
  pending ??= import('./amplify-backend').then((backend) => {
    backend.configure(getRuntimeConfig());
    return backend;
  });
  pending.catch(() => {
    pending = undefined; // a failed chunk load (offline) may succeed on the next try
  });
  return pending;
};

/** The backend if something already loaded it; never triggers a load. */
export const loadedAuthBackend = (): Promise<AuthBackend> | undefined => pending;
