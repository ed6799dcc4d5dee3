import { createGroupHandler } from '../../lib/http/group-handler';
import { authRoutes } from './routes';

export const handler = createGroupHandler('auth', authRoutes);
