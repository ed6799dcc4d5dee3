/**
 * What a QR code or image held when it is neither a barcode nor one of this app's product pages:
 * shown exactly as it is, with no verdict. Only a web address is a link; anything else is text.
 */
import { ButtonLink } from '../../../components/ui/button';
import type { DecodedContent } from '../decoded-content';

export const DecodedContentView = ({
  content,
}: {
  content: Extract<DecodedContent, { kind: 'web-link' | 'text' }>;
}) => (
  <section
    className="card scan-decoded"
    aria-labelledby="scan-decoded-title"
    data-testid="decoded-content"
  >
    <h2 id="scan-decoded-title" className="card__title">
      This code contains
    </h2>
    {content.kind === 'web-link' ? (
      <>
        <p className="scan-decoded__text">
          <a href={content.href} target="_blank" rel="noopener noreferrer nofollow">
            {content.text}
          </a>
        </p>
        <p className="scan-muted">
          A web address. Shop Scanner has not checked it; it opens in a new tab.
        </p>
        <ButtonLink to={`/analyze?url=${encodeURIComponent(content.href)}`} variant="secondary">
          Analyze store authenticity
        </ButtonLink>
      </>
    ) : (
      <p className="scan-decoded__text">{content.text}</p>
    )}
  </section>
);
