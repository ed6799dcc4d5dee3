/**
 * What the help centre knows of each article without its body: the Help Center's lists, the
 * search results and an article page's heading are drawn from this, while the body arrives in the
 * article's own chunk.
 */
import type { HelpCategory } from '@shop-scanner/shared/help-article-rules';

/**
 * An article's place: one of the Help Center's three categories, or `help` for the pages outside
 * them (the user guide, reporting a bug).
 */
export type ArticlePlace = HelpCategory | 'help';

export interface ArticleSummary {
  readonly slug: string;
  readonly title: string;
  readonly category: ArticlePlace;
  /** One sentence: what the article answers. */
  readonly summary: string;
}

/** An article or document as the build renders it: its HTML, never its Markdown. */
export interface RenderedDocument {
  readonly title: string;
  readonly html: string;
}
