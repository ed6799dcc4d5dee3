/**
 * The way into "Report a price" from the stores panel: signed-in shoppers open the form (loaded
 * when first opened, with zod); a guest is told that reporting needs an account.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';

const LazyForm = lazy(() =>
  import('./report-price-form').then((m) => ({ default: m.ReportPriceForm })),
);

export const ReportPrice = ({
  productId,
  storeNames,
  signedIn,
}: {
  productId: string;
  storeNames: readonly string[];
  signedIn: boolean;
}) => {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const id = useId();
  if (!signedIn) {
    return (
      <p className="prices-muted report-price__guest">
        Seen another price in a store?{' '}
        <Link to="/login" state={{ from: location }}>
          Log in to report it
        </Link>
        .
      </p>
    );
  }
  return (
    <div className="report-price-box">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Close the price report' : 'Report a price'}
      </Button>
      <div id={id} hidden={!open}>
        {open && (
          <Suspense fallback={<p className="prices-muted">Opening the form…</p>}>
            <LazyForm productId={productId} storeNames={storeNames} />
          </Suspense>
        )}
      </div>
    </div>
  );
};
