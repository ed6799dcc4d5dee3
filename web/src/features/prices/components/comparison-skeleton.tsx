/**
 * The store cards' place while the comparison loads: as many card-sized boxes as the product has
 * stores (the unfiltered answer lists them all), so the page does not move when they arrive.
 */
export const StoreCardsSkeleton = ({ count }: { count: number }) =>
  count === 0 ? (
    <div className="prices-empty prices-empty--skeleton skeleton" aria-hidden="true" />
  ) : (
    <ul className="prices-cards" aria-hidden="true" data-testid="store-cards-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="price-card price-card--skeleton">
          <div className="skeleton skeleton__line skeleton__line--title" />
          <div className="skeleton skeleton__line skeleton__line--short" />
          <div className="skeleton price-card__total-skeleton" />
          <div className="skeleton skeleton__line skeleton__line--medium" />
          <div className="skeleton skeleton__line skeleton__line--wide" />
          <div className="skeleton skeleton__line skeleton__line--wide" />
          <div className="skeleton skeleton__line skeleton__line--medium" />
        </li>
      ))}
    </ul>
  );
