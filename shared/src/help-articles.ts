/**
 * The help centre's calls: an article's view, and the most viewed articles. The slug is checked
 * by form here and against the list of articles by the server (an unknown one is 404, not 400).
 */
import { z } from 'zod';
import { boundedString } from './bounded-string';
import { HELP_SLUG_MAX_LENGTH } from './help-article-rules';
import { tooLongMessage } from './text-limits';

export * from './help-article-rules';

/** `{slug}` of POST /api/support/articles/{slug}/views. */
export const helpArticlePathSchema = z.strictObject({
  slug: boundedString(HELP_SLUG_MAX_LENGTH, {
    tooLong: tooLongMessage('Article', HELP_SLUG_MAX_LENGTH),
    notText: 'Article is required',
  }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Article is not a help article'),
});

/** POST /api/support/articles/{slug}/views: whether this visit added to the count. */
export const articleViewResponseSchema = z.object({
  slug: z.string(),
  /** False for a visitor who was already counted today. */
  counted: z.boolean(),
});
export type ArticleViewResponse = z.infer<typeof articleViewResponseSchema>;

export const articleViewsSchema = z.object({
  slug: z.string(),
  views: z.number().int().positive(),
});
export type ArticleViews = z.infer<typeof articleViewsSchema>;

/** GET /api/support/articles/popular: the most viewed first; an article never viewed is absent. */
export const popularArticlesResponseSchema = z.object({ articles: z.array(articleViewsSchema) });
export type PopularArticlesResponse = z.infer<typeof popularArticlesResponseSchema>;
