import type { PageRead } from '@shop-scanner/shared/store-analysis';
import { webHref } from '../../../lib/web-address';
import { pageRoleText, pageStatusText } from '../verdict-wording';
import { Heading, type HeadingLevel } from './heading';

/** Every page the server read for the verdict, what it was read as, and what came of it. */
export const PagesReadList = ({
  pages,
  headingLevel,
}: {
  pages: readonly PageRead[];
  headingLevel: HeadingLevel;
}) => (
  <section className="verdict-section" data-testid="verdict-pages">
    <Heading level={headingLevel} className="verdict-section__title">
      Pages read
    </Heading>
    {pages.length === 0 ? (
      <p className="verdict-muted">No page could be read.</p>
    ) : (
      <ul className="pages-read">
        {pages.map((page, i) => {
          const href = webHref(page.url);
          return (
            <li key={`${i}:${page.url}`} className="pages-read__item">
              <span className="pages-read__role">{pageRoleText(page.role)}</span>
              {href ? (
                <a
                  className="pages-read__url"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                >
                  {page.url}
                </a>
              ) : (
                <span className="pages-read__url">{page.url}</span>
              )}
              <span
                className={`pages-read__status${page.status === null || page.status >= 400 ? ' pages-read__status--failed' : ''}`}
              >
                {pageStatusText(page.status)}
              </span>
              {page.note && <span className="pages-read__note">{page.note}</span>}
            </li>
          );
        })}
      </ul>
    )}
  </section>
);
