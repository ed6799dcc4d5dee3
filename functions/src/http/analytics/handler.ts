import { createGroupHandler } from '../group-handler';

/**
 * The analytics group's routes are listed in the shared route table and answer 501 until their
 * issue lands.
 */
export const handler = createGroupHandler('analytics', {});
