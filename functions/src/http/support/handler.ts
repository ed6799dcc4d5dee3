import { createGroupHandler } from '../group-handler';
import { articleRoutes } from './article-routes';

/**
 * The support group's routes: the help centre's article views (article-routes.ts). Routes of the
 * group without an implementation answer 501.
 */
export const handler = createGroupHandler('support', {
  ...articleRoutes,
});
