/**
 * The analyzer's standing cards: the score legend, the product types, privacy. Each
 * opens on demand: on a phone they sit under the result, and a shopper who wants them taps once.
 */
import type { ReactNode } from 'react';
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
import { toneClass } from '../../../components/ui/tone';
import { bandTones } from '../verdict-wording';

const Guide = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <details className="card analyze-card analyze-guide" aria-labelledby={id}>
    <summary className="analyze-guide__summary">
      <h2 id={id} className="analyze-card__title">
        {title}
      </h2>
    </summary>
    {children}
  </details>
);

/** The four authenticity bands, each with its range and colour. */
export const ScoreLegend = () => (
  <Guide id="score-legend-title" title="What the score means">
    <ul className="score-legend" data-testid="score-legend">
      {authenticityBands.map((band) => (
        <li key={band} className="score-legend__item" data-band={band}>
          <span className={`pill verdict-chip verdict-chip--${band}${toneClass(bandTones[band])}`}>
            {authenticityBandRanges[band]}
          </span>
          <span>{authenticityBandLabels[band]}</span>
        </li>
      ))}
    </ul>
    <p className="verdict-muted">
      Unknown: too little could be read to score the store. It is not a low score.
    </p>
  </Guide>
);

/** The product types a verdict names, and what each means. */
export const ProductTypeGuide = () => (
  <Guide id="product-types-title" title="Product types">
    <dl className="product-type-guide" data-testid="product-type-guide">
      {storeProductTypes.map((type) => (
        <div key={type}>
          <dt>{storeProductTypeLabels[type]}</dt>
          <dd>{storeProductTypeDescriptions[type]}</dd>
        </div>
      ))}
    </dl>
  </Guide>
);

const retentions = planIds
  .map((id) => `${plans[id].limits.historyRetention} days on ${plans[id].name}`)
  .join(', ');

/** What the analyzer fetches, from where, and what it keeps. */
export const PrivacyCard = () => (
  <Guide id="analyze-privacy-title" title="Your privacy">
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
  </Guide>
);
