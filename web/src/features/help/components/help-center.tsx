import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import catalogue from 'virtual:help-articles';
import {
  HELP_GUIDE_SLUG,
  HELP_REPORT_BUG_SLUG,
  helpCategories,
  helpCategoryLabels,
} from '@shop-scanner/shared/help-article-rules';
import { SUPPORT_REPLY_PROMISE, supportMessages } from '@shop-scanner/shared/support-rules';
import { Button } from '../../../components/ui/button';
import { usePopularArticles } from '../api/article-views';
import type { ArticleSummary } from '../help-catalogue';
import { articlePath, placeLabel, viewsLabel } from '../help-links';
import { loadArticleIndex, searchArticles, type ArticleIndex } from '../help-search';
import '../help.css';

const bySlug = new Map(catalogue.map((article) => [article.slug, article]));

/** The most viewed articles with their real counts; the list waits for the server's figures. */
const PopularArticles = () => {
  const popular = usePopularArticles();
  const articles = (popular.data?.articles ?? []).flatMap(({ slug, views }) => {
    const article = bySlug.get(slug);
    return article ? [{ article, views }] : [];
  });
  return (
    <section className="help-center__section" aria-labelledby="help-popular-title">
      <h2 id="help-popular-title" className="help-center__heading">
        Popular Articles
      </h2>
      {popular.isPending ? (
        <p className="muted-text" role="status">
          Loading the most read articles…
        </p>
      ) : popular.isError ? (
        <p className="muted-text">The most read articles could not be loaded just now.</p>
      ) : articles.length === 0 ? (
        <p className="muted-text">No article has been read yet.</p>
      ) : (
        <ol className="help-popular">
          {articles.map(({ article, views }) => (
            <li key={article.slug} className="help-popular__item">
              <Link to={articlePath(article.slug)}>{article.title}</Link>
              <span className="help-popular__views">{viewsLabel(views)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};

const Categories = () => (
  <section className="help-center__section" aria-labelledby="help-categories-title">
    <h2 id="help-categories-title" className="help-center__heading">
      Browse by category
    </h2>
    <div className="help-categories">
      {helpCategories.map((category) => (
        <section
          key={category}
          className="help-category"
          aria-labelledby={`help-category-${category}`}
        >
          <h3 id={`help-category-${category}`} className="help-category__title">
            {helpCategoryLabels[category]}
          </h3>
          <ul className="help-category__links">
            {catalogue
              .filter((article) => article.category === category)
              .map((article) => (
                <li key={article.slug}>
                  <Link to={articlePath(article.slug)}>{article.title}</Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
    <p className="help-center__more">
      <Link to={articlePath(HELP_GUIDE_SLUG)}>Read the user guide</Link>
      <Link to={articlePath(HELP_REPORT_BUG_SLUG)}>Report a bug</Link>
    </p>
  </section>
);

const SearchResults = ({
  results,
  onContactSupport,
}: {
  results: readonly ArticleSummary[];
  onContactSupport: () => void;
}) =>
  results.length === 0 ? (
    <div className="help-center__empty">
      <p className="help-center__empty-text">{supportMessages.noArticles}</p>
      <p className="muted-text">Ask a person instead: support answers {SUPPORT_REPLY_PROMISE}.</p>
      <Button onClick={onContactSupport}>Contact Support</Button>
    </div>
  ) : (
    <ul className="help-results" aria-label="Matching articles">
      {results.map((article) => (
        <li key={article.slug} className="help-results__item">
          <Link to={articlePath(article.slug)} className="help-results__title">
            {article.title}
          </Link>
          <span className="help-results__place">{placeLabel(article.category)}</span>
          <p className="help-results__summary">{article.summary}</p>
        </li>
      ))}
    </ul>
  );

/**
 * The Help Center tab of the support page: search (by title, and by body once the index has
 * arrived), the three categories' articles, Popular Articles with their view counts, and, when a
 * search finds nothing, the way to a person.
 */
export const HelpCenter = ({ onContactSupport }: { onContactSupport: () => void }) => {
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState<ArticleIndex>();
  const searching = query.trim() !== '';
  const results = useMemo(() => searchArticles(catalogue, query, index), [query, index]);

  const onQueryChange = (value: string) => {
    setQuery(value);
    // On failure the title search still answers; the next keystroke does not retry a download
    // that failed (loadArticleIndex keeps its promise), so a broken network costs one attempt.
    if (!index && value.trim() !== '') loadArticleIndex().then(setIndex, () => undefined);
  };

  return (
    <div className="help-center">
      <div className="help-center__search" role="search">
        <label htmlFor="help-search" className="visually-hidden">
          Search help articles
        </label>
        <input
          id="help-search"
          type="search"
          className="input"
          placeholder="Search help articles"
          autoComplete="off"
          maxLength={100}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
        <p className="visually-hidden" aria-live="polite">
          {searching
            ? `${results.length} ${results.length === 1 ? 'article' : 'articles'} found`
            : ''}
        </p>
      </div>
      {searching ? (
        <SearchResults results={results} onContactSupport={onContactSupport} />
      ) : (
        <>
          {/* The categories first: they are there at once, and Popular Articles, which waits for
              the server's counts, then grows below them instead of pushing them down. */}
          <Categories />
          <PopularArticles />
        </>
      )}
    </div>
  );
};
