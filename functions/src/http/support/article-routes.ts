/**
 * The help centre's routes of the support group: an article's view, counted once per visitor and
 * day, and the most viewed articles for the Help Center's Popular Articles. Both are public: a
 * guest reads the help centre too.
 */
import { helpArticlePathSchema } from '@shop-scanner/shared/help-articles';
import type { ArticleVisitor } from '../../domain/help-articles/article-view-rules';
import { popularArticles, recordArticleView } from '../../domain/help-articles/article-views';
import { defineRoute } from '../../lib/http/define-route';
import { guestAllowanceAddress } from '../../lib/http/guest-address';
import type { HttpEvent } from '../../lib/http/http-event';
import { optionalCaller } from '../../lib/http/optional-caller';
import { ok } from '../../lib/http/responses';

/**
 * Who is viewing: the signed-in shopper (public routes have no authorizer, so their token is
 * verified here), else the guest's address as the edge saw it and their browser's user agent.
 */
const visitorOf = async (event: HttpEvent): Promise<ArticleVisitor> => {
  const caller = await optionalCaller(event);
  if (caller) return { kind: 'user', userId: caller.userId };
  return {
    kind: 'guest',
    address: guestAllowanceAddress(event.headers, event.requestContext.http.sourceIp),
    userAgent: event.requestContext.http.userAgent ?? event.headers?.['user-agent'] ?? '',
  };
};

export const articleRoutes = {
  'POST /api/support/articles/{slug}/views': defineRoute({
    params: helpArticlePathSchema,
    handle: async ({ params, event }) => {
      const counted = await recordArticleView(params.slug, await visitorOf(event));
      return ok({ slug: params.slug, counted });
    },
  }),

  'GET /api/support/articles/popular': defineRoute({
    handle: async () => ok({ articles: await popularArticles() }),
  }),
};
