import { assertEnv } from '../../lib/env';
import { createGroupHandler } from '../group-handler';
import { authRoutes } from './routes';

// Only this Lambda talks to the user pool: without it, fail at the cold start, not per request.
assertEnv('USER_POOL_ID', 'USER_POOL_CLIENT_ID');

export const handler = createGroupHandler('auth', authRoutes);
