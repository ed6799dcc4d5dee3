import type { RenderedDocument } from '../help-catalogue';
import { useInternalLinks } from '../use-internal-links';
import '../help.css';

/**
 * A legal document (terms, privacy), rendered at build time from the repository's Markdown with
 * raw HTML turned off (build/help-content.ts): only Markdown's own markup reaches the page.
 */
export const DocumentPage = ({ document }: { document: RenderedDocument }) => {
  const onClick = useInternalLinks();
  return (
    <article className="page page--narrow help-document">
      <h1 className="page__title">{document.title}</h1>
      <div
        className="help-prose"
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: document.html }}
      />
    </article>
  );
};
