import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ProductPageFacts } from '@shop-scanner/shared/store-analysis';
import { webHref } from '../../../lib/web-address';
import { availabilityLabels, formatPagePrice, structuredDataLabels } from '../verdict-wording';
import { Heading, type HeadingLevel } from './heading';

type FactField = 'name' | 'price' | 'brand' | 'gtin' | 'availability' | 'description' | 'images';

/** Whether the page published anything about its product that we could read. */
export const hasProductFacts = (facts: ProductPageFacts): boolean =>
  Boolean(
    facts.name ||
    facts.price !== undefined ||
    facts.brand ||
    facts.gtin ||
    facts.availability ||
    facts.description ||
    facts.images.length > 0,
  );

/**
 * A description clamped to a few lines, with a button to read all of it when it is longer: a
 * page may publish thousands of characters, and a cut-off text must never be the end of it.
 */
const Description = ({ text }: { text: string }) => {
  const id = useId();
  const box = useRef<HTMLSpanElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [clamped, setClamped] = useState(false);

  // Whether the clamp hides anything depends on the width: measured again when it changes.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || expanded) return;
    const measure = () => setClamped(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded]);

  return (
    <>
      <span
        ref={box}
        id={id}
        className={`url-check__description${expanded ? ' url-check__description--full' : ''}`}
      >
        {text}
      </span>
      {(clamped || expanded) && (
        <button
          type="button"
          className="link-button url-check__more"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show the full description'}
        </button>
      )}
    </>
  );
};

/**
 * What the product page publishes about its product, each field with where it was
 * read from (JSON-LD, microdata, Open Graph). A field the page did not publish is not shown.
 * Images are links, not pictures: showing them would make the browser fetch from the store, and
 * the analyzer promises that only our server does.
 */
/** The prices the page also published, when its sources disagree: the shopper sees them all. */
const OtherPrices = ({ others }: { others: NonNullable<ProductPageFacts['otherPrices']> }) => (
  <span className="url-check__other-prices" data-testid="fact-other-prices">
    {' '}
    The lower price is used; the page also says{' '}
    {others
      .map(
        (other) =>
          `${formatPagePrice(other.price, other.currency)} (in ${structuredDataLabels[other.source]})`,
      )
      .join(', ')}
    .
  </span>
);

export const ProductFactsView = ({
  facts,
  readInPart,
  headingLevel,
}: {
  facts: ProductPageFacts;
  /** Set when only the first part of a long page was read. */
  readInPart?: string;
  headingLevel: HeadingLevel;
}) => {
  const row = (
    field: FactField,
    label: string,
    value: ReactNode,
    wide = false,
    after?: ReactNode,
  ) => {
    const source = facts.sources[field];
    return (
      <div
        key={field}
        data-testid={`fact-${field}`}
        className={wide ? 'url-check__fact--wide' : undefined}
      >
        <dt>{label}</dt>
        <dd>
          {value}
          {source && (
            <span className="url-check__source"> (from {structuredDataLabels[source]})</span>
          )}
          {after}
        </dd>
      </div>
    );
  };
  const images = facts.images.flatMap((url) => {
    const href = webHref(url);
    return href ? [href] : [];
  });

  return (
    <section className="verdict-section" data-testid="product-facts">
      <Heading level={headingLevel} className="verdict-section__title">
        What the page says
      </Heading>
      {readInPart && (
        <p className="verdict-muted" data-testid="product-facts-read-in-part">
          This page was {readInPart}.
        </p>
      )}
      {!hasProductFacts(facts) ? (
        <p className="verdict-muted" data-testid="product-facts-none">
          This page publishes no product details we could read: no JSON-LD, microdata or Open Graph
          tags describe a product.
        </p>
      ) : (
        <dl className="details verdict-details">
          {facts.name && row('name', 'Name', facts.name)}
          {facts.price !== undefined &&
            row(
              'price',
              'Price',
              formatPagePrice(facts.price, facts.currency),
              false,
              facts.otherPrices && facts.otherPrices.length > 0 && (
                <OtherPrices others={facts.otherPrices} />
              ),
            )}
          {facts.brand && row('brand', 'Brand', facts.brand)}
          {facts.gtin &&
            row('gtin', 'GTIN (barcode)', <span className="url-check__code">{facts.gtin}</span>)}
          {facts.availability &&
            row('availability', 'Availability', availabilityLabels[facts.availability])}
          {facts.description &&
            row('description', 'Description', <Description text={facts.description} />, true)}
          {images.length > 0 &&
            row(
              'images',
              images.length === 1 ? 'Image' : `Images (${images.length})`,
              <span className="url-check__images">
                {images.map((href, i) => (
                  <a
                    key={`${i}:${href}`}
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                  >
                    Image {i + 1}
                  </a>
                ))}
              </span>,
            )}
        </dl>
      )}
    </section>
  );
};
