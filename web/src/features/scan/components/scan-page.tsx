/**
 * /scan: the scan allowance, the tabs barcode (default), url, qr and
 * screenshot, the scan result card, the scan history and the disclaimer. The decoder is loaded
 * only when a scanner opens or an image is read.
 *
 * Whether a scan is allowed is the server's decision alone: it counts one scan per
 * distinct code a month, so looking up a code already scanned this month is free on any device,
 * which no browser's own history can know. So every code is asked for, even at the limit, and a
 * refusal (429) is shown once, in the result card; the counter's standing banner steps aside.
 *
 * Two parts come from other features, composed by the route (features never import each other):
 * the url tab's body, and the cross-platform search a known product's card opens below itself.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { isValidBarcode } from '@shop-scanner/shared/barcode-rules';
import { productMessages } from '@shop-scanner/shared/messages';
import type { Product } from '@shop-scanner/shared/products';
import { isLimitRefusal } from '../../../lib/api/errors';
import { subscriptionQueryOptions } from '../../../lib/api/subscription';
import { useCurrentUser } from '../../../lib/auth/session-context';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PlanAllowance } from '../../../components/ui/plan-allowance';
import { TabList } from '../../../components/ui/tab-list';
import type { BarcodeLookup } from '../api/barcode-lookup';
import { crossPlatformPrefillOf, type CrossPlatformPrefill } from '../cross-platform-prefill';
import { classifyDecoded, type DecodedContent } from '../decoded-content';
import type { LoadDecoder } from '../decoder-loader';
import type { AcceptCode } from '../detection-gate';
import { useBarcodeLookup } from '../hooks/use-barcode-lookup';
import { useScanHistory } from '../hooks/use-scan-history';
import {
  DEFAULT_SCAN_TAB,
  scanTabLabels,
  scanTabs,
  tabFromParam,
  type ScanTab,
} from '../scan-tabs';
import { DecodedContentView } from './decoded-content-view';
import { ImageDecodeInput } from './image-decode-input';
import { ManualEntry } from './manual-entry';
import { ScanHistoryList } from './scan-history-list';
import { ScanResultCard } from './scan-result-card';
import { scanAllowance } from './scan-allowance';
import { BarcodeIcon } from './scan-icons';
import '../scan.css';

/**
 * The camera scanner's dialog loads when a scanner opens, with the decoder it drives: a page
 * that is only read, or typed into, never carries it.
 */
const ScannerOverlay = lazy(() =>
  import('./scanner-overlay').then((m) => ({ default: m.ScannerOverlay })),
);

type ScannerMode = 'barcode' | 'qr';
type ShownContent = Extract<DecodedContent, { kind: 'web-link' | 'text' }>;

const tabId = (tab: ScanTab) => `scan-tab-${tab}`;
const panelId = (tab: ScanTab) => `scan-panel-${tab}`;

/** A scanned barcode must be 8 to 14 digits (the GS1 check digit is checked too). */
const acceptBarcode: AcceptCode = (text) =>
  isValidBarcode(text) ? null : productMessages.invalidBarcode;
/** A QR code may hold anything: what it holds is decided after the scanner closes. */
const acceptAnything: AcceptCode = (text) => (text.trim() ? null : productMessages.invalidBarcode);

const CROSS_PLATFORM_ID = 'scan-cross-platform';

export const ScanPage = ({
  loadDecoder,
  mediaDevices,
  urlTab,
  renderCrossPlatform,
  renderProductAction,
}: {
  /** The decoder, imported only when first needed: the route passes the real one. */
  loadDecoder: LoadDecoder;
  /** The camera API; undefined means the browser's own. */
  mediaDevices?: MediaDevices;
  /** The url tab's body (the product page check). */
  urlTab?: ReactNode;
  /** The cross-platform search panel, prefilled with the known product shown. */
  renderCrossPlatform?: (prefill: CrossPlatformPrefill) => ReactNode;
  /** Another feature's action on a known product's card (the wishlist's add button). */
  renderProductAction?: (product: Product) => ReactNode;
}) => {
  // The route is behind RequireAuth: there is always a user here.
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('tab'));
  const [scanner, setScanner] = useState<ScannerMode | null>(null);
  const [shown, setShown] = useState<ShownContent | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const subscription = useQuery(subscriptionQueryOptions());

  const { history, record } = useScanHistory(user?.id ?? 'anonymous');
  const onAnswered = useCallback(
    (barcode: string, result: BarcodeLookup) =>
      record({
        barcode,
        timestamp: new Date().toISOString(),
        ...(result.kind === 'found' ? { productName: result.product.name } : {}),
        ...(result.kind === 'queued' ? { waiting: true } : {}),
      }),
    [record],
  );
  const lookup = useBarcodeLookup({ onAnswered });
  // The barcode whose product the cross-platform search was opened for: a new code closes it.
  const [crossPlatformFor, setCrossPlatformFor] = useState<string | null>(null);
  const crossPlatformSection = useRef<HTMLDivElement>(null);
  const found = lookup.query.data?.kind === 'found' ? lookup.query.data.product : undefined;
  const crossPlatformOpen =
    renderCrossPlatform !== undefined &&
    found !== undefined &&
    crossPlatformFor !== null &&
    crossPlatformFor === lookup.barcode;

  // The panel opens below the card, often below the fold on a phone: bring it into view.
  useEffect(() => {
    if (!crossPlatformOpen) return;
    crossPlatformSection.current?.focus({ preventScroll: true });
    crossPlatformSection.current?.scrollIntoView?.({ block: 'start' });
  }, [crossPlatformOpen]);

  // The result card shows a refused scan's banner (scan-result-card.tsx).
  const refusedShown =
    lookup.barcode !== null &&
    lookup.query.data === undefined &&
    isLimitRefusal(lookup.query.error);

  const lookUp = (code: string) => {
    setShown(null);
    setCrossPlatformFor(null);
    void lookup.lookUp(code);
  };

  const openScanner = (mode: ScannerMode) => setScanner(mode);

  const showDecoded = (text: string) => {
    const content = classifyDecoded(text, window.location.origin);
    if (content.kind === 'barcode') return lookUp(content.code);
    if (content.kind === 'product-page') {
      return navigate(`/products/${encodeURIComponent(content.productId)}`);
    }
    lookup.clear();
    setShown(content);
  };

  const selectTab = (next: ScanTab) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (next === DEFAULT_SCAN_TAB) copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );

  const scanAnother = () => {
    lookup.clear();
    setShown(null);
    setCrossPlatformFor(null);
    if (tab === 'screenshot') fileInput.current?.focus();
    else openScanner(tab === 'qr' ? 'qr' : 'barcode');
  };

  const productSaved = (product: Product) =>
    record({
      barcode: product.barcode,
      timestamp: new Date().toISOString(),
      productName: product.name,
    });

  const results = tab !== 'url' && (
    <>
      {shown && <DecodedContentView content={shown} />}
      {lookup.barcode !== null && (
        <ScanResultCard
          // One card per code: an open edit or add form, or a broken image, belongs to the
          // product it was opened for, never to the next one shown.
          key={lookup.barcode}
          barcode={lookup.barcode}
          query={lookup.query}
          onRescan={scanAnother}
          onRetry={() => lookup.barcode !== null && lookUp(lookup.barcode)}
          onRefresh={() => void lookup.refresh()}
          onProductSaved={productSaved}
          renderProductAction={renderProductAction}
          crossPlatform={
            renderCrossPlatform && {
              open: crossPlatformOpen,
              panelId: CROSS_PLATFORM_ID,
              onToggle: () => setCrossPlatformFor(crossPlatformOpen ? null : lookup.barcode),
            }
          }
        />
      )}
      {crossPlatformOpen && found && (
        <div
          ref={crossPlatformSection}
          id={CROSS_PLATFORM_ID}
          className="scan-cross-platform"
          tabIndex={-1}
          data-testid="scan-cross-platform"
        >
          {renderCrossPlatform?.(crossPlatformPrefillOf(found))}
        </div>
      )}
    </>
  );

  return (
    <section className="page page--narrow scan-page">
      <h1 className="page__title">Scan a product</h1>
      <p className="page__lead">
        Scan a barcode or a QR code, read one from an image, or type the barcode in, to see the
        product and what it costs across stores.
      </p>
      <PlanAllowance
        subscription={subscription}
        showLimitBanner={!refusedShown}
        {...scanAllowance}
      />

      <TabList
        tabs={scanTabs}
        labels={scanTabLabels}
        active={tab}
        onChange={selectTab}
        label="Ways to scan"
        classNameBase="scan-tabs"
        tabId={tabId}
        panelId={panelId}
      />
      <div
        className="scan-panel"
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        data-testid={`scan-panel-${tab}`}
      >
        {tab === 'barcode' && (
          <div className="card scan-start">
            <span className="scan-start__icon" aria-hidden="true">
              <BarcodeIcon width={32} height={32} />
            </span>
            <p className="scan-muted">
              Point your camera at the barcode on the package. It reads EAN-13, EAN-8, UPC-A and
              UPC-E codes.
            </p>
            <Button size="lg" block onClick={() => openScanner('barcode')}>
              Start Scanning
            </Button>
            <p className="scan-divider">or enter it by hand</p>
            <ManualEntry onSubmit={lookUp} />
          </div>
        )}
        {tab === 'url' && (
          <div className="card scan-start">
            {urlTab ?? (
              <>
                <p>You can check an online store on the Store Authenticity Analyzer page.</p>
                <ButtonLink to="/analyze">Go to the store analyzer</ButtonLink>
              </>
            )}
          </div>
        )}
        {tab === 'qr' && (
          <div className="card scan-start">
            <p className="scan-muted">
              A QR code holding a barcode number or a Shop Scanner product link leads to the
              product; anything else is shown as it is.
            </p>
            <Button size="lg" block onClick={() => openScanner('qr')}>
              Scan QR code
            </Button>
            <p className="scan-divider">or</p>
            <ImageDecodeInput
              label="Upload an image"
              formats="qr"
              nothingFoundMessage="No QR code found in this image"
              loadDecoder={loadDecoder}
              onDecoded={showDecoded}
            />
          </div>
        )}
        {tab === 'screenshot' && (
          <div className="card scan-start">
            <p className="scan-muted">
              Upload a photo or a screenshot that shows a barcode or a QR code.
            </p>
            <ImageDecodeInput
              label="Choose an image"
              formats="any"
              nothingFoundMessage="No barcode or QR code found in this image"
              loadDecoder={loadDecoder}
              onDecoded={showDecoded}
              inputRef={fileInput}
            />
          </div>
        )}
        {results}
      </div>

      {tab !== 'url' && <ScanHistoryList history={history} onSelect={lookUp} />}

      <p className="scan-disclaimer" role="note">
        Results are estimates. Verify high-value purchases through the brand&apos;s official
        channels. Shop Scanner is not responsible for purchase decisions.
      </p>

      {scanner && (
        <Suspense fallback={null}>
          <ScannerOverlay
            title={scanner === 'qr' ? 'Scan QR Code' : 'Scan Barcode'}
            formats={scanner === 'qr' ? 'qr' : 'retail'}
            accept={scanner === 'qr' ? acceptAnything : acceptBarcode}
            loadDecoder={loadDecoder}
            mediaDevices={mediaDevices}
            onClose={() => setScanner(null)}
            onDetected={(code) => {
              setScanner(null);
              if (scanner === 'qr') showDecoded(code.text);
              else lookUp(code.text);
            }}
          />
        </Suspense>
      )}
    </section>
  );
};
