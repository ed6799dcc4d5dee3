import type { CatalogueStats } from '@shop-scanner/shared/products';
import { useCatalogueStats } from '../api/catalogue-stats';
import { formatNumber } from '@shop-scanner/shared/en-us-format';

/**
 * The stats banner, with the figures counted from the catalogue by the server. The spec's
 * '98% accuracy' is left out: nothing here measures accuracy, and no figure may be invented.
 */
export const StatsBanner = ({ stats }: { stats: CatalogueStats }) => {
  const figures = [
    { value: stats.products, label: stats.products === 1 ? 'product' : 'products' },
    { value: stats.stores, label: stats.stores === 1 ? 'partner store' : 'partner stores' },
    { value: stats.categories, label: stats.categories === 1 ? 'category' : 'categories' },
  ];
  const allDemo = stats.demoProducts === stats.products;
  return (
    <section className="stats-banner" aria-label="Catalogue figures" data-testid="stats-banner">
      <dl className="stats-banner__figures">
        {figures.map((f) => (
          <div key={f.label} className="stats-banner__figure">
            <dt className="stats-banner__label">{f.label}</dt>
            <dd className="stats-banner__value">{formatNumber(f.value)}</dd>
          </div>
        ))}
      </dl>
      {stats.demoProducts > 0 && (
        <p className="stats-banner__note">
          {allDemo
            ? 'The catalogue is demo data generated for this preview.'
            : `${formatNumber(stats.demoProducts)} of these products are demo data generated for this preview.`}
        </p>
      )}
    </section>
  );
};

/**
 * The banner's place while the figures load: the same box with its three figures and its note
 * line, so the results under it do not move when the figures arrive. The note is
 * held too: it shows whenever the catalogue holds demo products, as the local stack's always does.
 */
export const StatsBannerSkeleton = () => (
  <section className="stats-banner" aria-hidden="true" data-testid="stats-banner-skeleton">
    <div className="stats-banner__figures">
      {[0, 1, 2].map((i) => (
        <div key={i} className="stats-banner__figure">
          <div className="stats-banner__label stats-banner__skeleton stats-banner__skeleton--label" />
          <div className="stats-banner__value stats-banner__skeleton stats-banner__skeleton--value" />
        </div>
      ))}
    </div>
    <div className="stats-banner__note stats-banner__skeleton stats-banner__skeleton--note" />
  </section>
);

/**
 * The banner with the figures it asks for itself (shown only while no search is active), so
 * their arrival redraws the banner, not the page around it.
 */
export const CatalogueStatsBanner = () => {
  const stats = useCatalogueStats();
  if (stats.data) return <StatsBanner stats={stats.data} />;
  return stats.isPending ? <StatsBannerSkeleton /> : null;
};
