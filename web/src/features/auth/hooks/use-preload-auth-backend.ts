import { useEffect } from 'react';
import { loadAuthBackend } from '../../../lib/auth/load-auth-backend';

/** Starts loading Amplify while the user types, so submitting does not wait for it. */
export const usePreloadAuthBackend = () =>
  useEffect(() => void loadAuthBackend().catch(() => undefined), []);
