/**
 * Help-article view counts: one view per visitor, article and UTC day (the Popular Articles list
 * of the Help Center shows them). An article the help centre does not have is 404, so the
 * counters only ever hold real articles.
 */
import {
  isHelpArticleSlug,
  POPULAR_ARTICLES_LIMIT,
  type ArticleViews,
} from '@shop-scanner/shared/help-articles';
import { countArticleVisit, listArticleViewCounts } from '../../data/article-views';
import { env } from '../../lib/env';
import { NotFound } from '../../lib/errors';
import {
  rankPopular,
  viewDay,
  visitExpiresAt,
  visitorHash,
  type ArticleVisitor,
} from './article-view-rules';

/** Not a spec text: the answer for a slug that is no help article. */
export const articleNotFoundMessage = 'Article not found';

/** Counts the visitor's view of an article; false when they were counted today already. */
export const recordArticleView = async (
  slug: string,
  visitor: ArticleVisitor,
  now = new Date(),
): Promise<boolean> => {
  if (!isHelpArticleSlug(slug)) throw new NotFound(articleNotFoundMessage);
  const day = viewDay(now);
  return countArticleVisit({
    slug,
    day,
    visitorHash: visitorHash(visitor, env.GUEST_HASH_SALT ?? ''),
    expiresAt: visitExpiresAt(day),
  });
};

/** The most viewed articles with their counts, at most POPULAR_ARTICLES_LIMIT of them. */
export const popularArticles = async (): Promise<ArticleViews[]> =>
  rankPopular(await listArticleViewCounts(), isHelpArticleSlug, POPULAR_ARTICLES_LIMIT);
