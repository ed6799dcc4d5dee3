/** The analyzer's standing cards (part 1 §2): the score legend, the product types, privacy. */
import { plans, planIds } from '@shop-scanner/shared/plans';
import {
  authenticityBandLabels,
  authenticityBandRanges,
  authenticityBands,
  STORE_ANALYSIS_CACHE_HOURS,
  storeProductTypeDescriptions,
  storeProductTypeLabels,
  storeProductTypes,
} from '@shop-scanner/shared/store-analysis-rules';

/** Part 1 §9: the four authenticity bands, each with its range and colour. */
export const ScoreLegend = () => (
  <section className="card analyze-card" aria-labelledby="score-legend-title">
    <h2 id="score-legend-title" className="analyze-card__title">
      What the score means
    </h2>
    <ul className="score-legend" data-testid="score-legend">
      {authenticityBands.map((band) => (
        <li key={band} className="score-legend__item" data-band={band}>
          <span className={`verdict-chip verdict-chip--${band}`}>
            {authenticityBandRanges[band]}
          </span>
          <span>{authenticityBandLabels[band]}</span>
        </li>
      ))}
    </ul>
    <p className="verdict-muted">
      Unknown: too little could be read to score the store. It is not a low score.
    </p>
  </section>
);

/** Part 2 §4: the product types a verdict names, and what each means. */
export const ProductTypeGuide = () => (
  <section className="card analyze-card" aria-labelledby="product-types-title">
    <h2 id="product-types-title" className="analyze-card__title">
      Product types
    </h2>
    <dl className="product-type-guide" data-testid="product-type-guide">
      {storeProductTypes.map((type) => (
        <div key={type}>
          <dt>{storeProductTypeLabels[type]}</dt>
          <dd>{storeProductTypeDescriptions[type]}</dd>
        </div>
      ))}
    </dl>
  </section>
);

const retentions = planIds
  .map((id) => `${plans[id].limits.historyRetention} days on ${plans[id].name}`)
  .join(', ');

/** What the analyzer fetches, from where, and what it keeps. */
export const PrivacyCard = () => (
  <section className="card analyze-card" aria-labelledby="analyze-privacy-title">
    <h2 id="analyze-privacy-title" className="analyze-card__title">
      Your privacy
    </h2>
    <dl className="analyze-privacy" data-testid="analyze-privacy">
      <div>
        <dt>What is fetched</dt>
        <dd>
          The store&apos;s public pages and its domain&apos;s public registration record, fetched by
          our server, never by your browser. The store does not learn who asked.
        </dd>
      </div>
      <div>
        <dt>What is kept</dt>
        <dd>
          Your history of analyses, for your plan&apos;s retention ({retentions}). A store&apos;s
          report is shared between shoppers for {STORE_ANALYSIS_CACHE_HOURS} hours, without who
          asked for it.
        </dd>
      </div>
    </dl>
  </section>
);
