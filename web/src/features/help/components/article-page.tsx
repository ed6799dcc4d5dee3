import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import catalogue from 'virtual:help-articles';
import { ButtonLink } from '../../../components/ui/button';
import { useArticleView } from '../api/article-views';
import type { ArticleSummary, RenderedDocument } from '../help-catalogue';
import { CONTACT_SUPPORT_PATH, HELP_CENTER_PATH, placeLabel } from '../help-links';
import { useInternalLinks } from '../use-internal-links';
import '../help.css';

/** Each article is its own chunk, downloaded when its page opens. */
const articleBodies = import.meta.glob<RenderedDocument>('../articles/*.md', { import: 'default' });
const bodyLoader = (slug: string) => articleBodies[`../articles/${slug}.md`];

/**
 * The article's HTML comes from the build: the repository's own Markdown, rendered with raw HTML
 * turned off (build/help-content.ts), so nothing but Markdown's own markup reaches the page.
 * What follows the body (`after`) is drawn only once the body is there: drawn while it loads, it
 * sat on the first screen and the body's arrival pushed it down (a layout shift of 0.18).
 */
const ArticleBody = ({ slug, after }: { slug: string; after: ReactNode }) => {
  const onClick = useInternalLinks();
  const body = useQuery({
    queryKey: ['help', 'article', slug],
    queryFn: () => {
      const load = bodyLoader(slug);
      if (!load) throw new Error(`No article body for ${slug}`);
      return load();
    },
    staleTime: Infinity,
    retry: false,
  });
  if (body.isPending) {
    return (
      <p className="muted-text" role="status">
        Loading the article…
      </p>
    );
  }
  if (body.isError) {
    return (
      <>
        <p className="notice notice--error" role="alert">
          This article could not be loaded. Check your connection and reload the page.
        </p>
        {after}
      </>
    );
  }
  return (
    <>
      <div
        className="help-prose"
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: body.data.html }}
      />
      {after}
    </>
  );
};

const WayBack = () => (
  <nav className="help-article__ways" aria-label="More help">
    <ButtonLink to={HELP_CENTER_PATH} variant="secondary">
      Back to the Help Center
    </ButtonLink>
    <ButtonLink to={CONTACT_SUPPORT_PATH}>Contact Support</ButtonLink>
  </nav>
);

const Article = ({ article }: { article: ArticleSummary }) => {
  useArticleView(article.slug);
  return (
    <article className="page page--narrow help-article">
      <p className="page__eyebrow">
        <Link to={HELP_CENTER_PATH}>Help Center</Link>
        <span aria-hidden="true"> › </span>
        {placeLabel(article.category)}
      </p>
      <h1 className="page__title">{article.title}</h1>
      <p className="page__lead">{article.summary}</p>
      <ArticleBody
        slug={article.slug}
        after={
          <footer className="help-article__footer">
            <p className="muted-text">Still stuck? A person reads every request.</p>
            <WayBack />
          </footer>
        }
      />
    </article>
  );
};

const ArticleNotFound = () => (
  <section className="page page--narrow help-article">
    <h1 className="page__title">Article not found</h1>
    <p className="page__lead">
      There is no help article at this address. It may have been renamed: search the Help Center for
      it, or ask us.
    </p>
    <WayBack />
  </section>
);

/** /help/{slug}: the article, or a clear not-found with the way back. */
export const ArticlePage = ({ slug }: { slug: string }) => {
  const article = catalogue.find((candidate) => candidate.slug === slug);
  return article ? <Article key={article.slug} article={article} /> : <ArticleNotFound />;
};
