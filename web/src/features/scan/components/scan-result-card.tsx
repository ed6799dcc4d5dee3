/**
 * The scan result card: the barcode and a rescan button over one of three cases:
 * a loading skeleton, Product Not Found with the add form, or the known product. A refused
 * lookup shows the limit banner; any other failure says what happened and offers a retry.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Product } from '@shop-scanner/shared/products';
import { Button } from '../../../components/ui/button';
import { CardSkeleton } from '../../../components/ui/skeleton';
import { isLimitRefusal, shopperMessage } from '../../../lib/api/errors';
import { formatDate } from '../../../lib/format';
import type { BarcodeLookup } from '../api/barcode-lookup';
import { KnownProduct, type CrossPlatformToggle } from './known-product';
import { NotFoundProduct } from './not-found-product';
import { ScanLimitBanner } from './scan-limit-banner';

/** Said when a failure carries no message written for shoppers (see shopperMessage). */
export const LOOKUP_FAILED = 'The product could not be looked up. Please try again.';

export const ResultSkeleton = () => (
  <CardSkeleton
    className="scan-skeleton"
    imageClassName="scan-skeleton__image"
    bodyClassName="scan-skeleton__lines"
    lines={['title', 'medium', 'short']}
    testId="scan-result-skeleton"
  />
);

export interface ScanResultCardProps {
  barcode: string;
  query: UseQueryResult<BarcodeLookup>;
  onRescan: () => void;
  onRetry: () => void;
  onRefresh: () => void;
  onProductSaved: (product: Product) => void;
  /** A known product's 'Find This Product on Other Platforms', when the page offers the search. */
  crossPlatform?: CrossPlatformToggle | undefined;
  /** Another feature's action on a known product (the wishlist's add button). */
  renderProductAction?: ((product: Product) => ReactNode) | undefined;
}

export const ScanResultCard = ({
  barcode,
  query,
  onRescan,
  onRetry,
  onRefresh,
  onProductSaved,
  crossPlatform,
  renderProductAction,
}: ScanResultCardProps) => {
  const { data, error } = query;
  const section = useRef<HTMLElement>(null);
  const scrolledTo = useRef<number | null>(null);

  // A new code's result may sit below the fold on a phone, and a screen reader should land on it.
  useEffect(() => {
    section.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView?.({ block: 'start' });
    scrolledTo.current = window.scrollY;
  }, [barcode]);

  const loading = data === undefined && (query.isPending || query.isFetching) && !error;
  // The skeleton is short: the page may not have been long enough to bring the card to the top.
  // Once the answer is in, finish the scroll, unless the shopper has scrolled in the meantime.
  useEffect(() => {
    if (loading || scrolledTo.current === null) return;
    if (Math.abs(window.scrollY - scrolledTo.current) < 2) {
      section.current?.scrollIntoView?.({ block: 'start' });
    }
    scrolledTo.current = null;
  }, [loading]);

  const body = () => {
    if (loading) {
      return (
        <>
          <p className="visually-hidden" role="status">
            Looking up barcode {barcode}
          </p>
          <ResultSkeleton />
        </>
      );
    }
    if (data === undefined) {
      if (isLimitRefusal(error)) {
        // The page's only limit banner while it is shown (no toast, the counter's steps aside).
        return (
          <ScanLimitBanner
            message={error.message || undefined}
            announce
            testId="scan-limit-banner"
          />
        );
      }
      return (
        <div className="notice notice--error" role="alert" data-testid="scan-result-error">
          <p className="scan-result__error">{shopperMessage(error, LOOKUP_FAILED)}</p>
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </div>
      );
    }
    if (data.kind === 'not-found') {
      return (
        <NotFoundProduct
          barcode={barcode}
          notFound={data.notFound}
          onAdded={onProductSaved}
          onScanAnother={onRescan}
        />
      );
    }
    if (data.kind === 'queued') {
      return (
        <div className="notice scan-result__queued" role="status" data-testid="scan-result-queued">
          <p>
            <strong>Waiting for connection.</strong> You are offline and this product is not saved
            on this device: barcode {barcode} will be looked up when you are back online, and you
            will be told what it is.
          </p>
          <Button variant="secondary" onClick={onRescan}>
            Scan Another
          </Button>
        </div>
      );
    }
    return (
      <>
        {data.savedAt !== undefined && (
          <p className="notice scan-result__saved-copy" data-testid="scan-result-saved-copy">
            You are offline: this is the copy saved on this device on{' '}
            {formatDate(new Date(data.savedAt).toISOString())}. Prices may have changed since.
          </p>
        )}
        <KnownProduct
          product={data.product}
          onScanAnother={onRescan}
          onRefresh={onRefresh}
          refreshing={query.isFetching}
          onSaved={onProductSaved}
          crossPlatform={crossPlatform}
          action={renderProductAction?.(data.product)}
        />
      </>
    );
  };

  return (
    <section
      ref={section}
      tabIndex={-1}
      className="card scan-result"
      aria-label="Scan result"
      aria-busy={query.isFetching || undefined}
      data-testid="scan-result"
    >
      <div className="scan-result__head">
        <p className="scan-result__barcode">
          <span className="scan-muted">Barcode</span>{' '}
          <span className="scan-code" data-testid="scan-result-barcode">
            {barcode}
          </span>
        </p>
        <Button variant="ghost" onClick={onRescan}>
          Rescan
        </Button>
      </div>
      {data !== undefined && error && !query.isFetching && (
        <p className="notice notice--error" role="alert" data-testid="scan-refresh-error">
          Could not refresh the product. {shopperMessage(error, 'Please try again.')}
        </p>
      )}
      {body()}
    </section>
  );
};
