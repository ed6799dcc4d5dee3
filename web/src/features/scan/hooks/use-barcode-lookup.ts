/**
 * One barcode lookup as the scan page runs it: the card follows the
 * query; each lookup the server answers refreshes the usage counter (the server counted it) and
 * shows one toast, 'Barcode scanned: {code}', with how many scans are left in it when at most one
 * is left on a limited plan, and then the way to the checkout (scan-toast.ts). A 429 is said by the
 * card's limit banner alone (no toast over it), and the counter is refreshed. Only the latest
 * lookup speaks: an answer that arrives after the shopper moved on (another code, Scan Another)
 * records nothing and says nothing. Without a connection the card shows the saved copy or says
 * the lookup waits for the connection (with one toast), and no scan is counted yet.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Subscription } from '@shop-scanner/shared/subscription';
import { isLimitRefusal } from '../../../lib/api/errors';
import { subscriptionQueryKey } from '../../../lib/api/subscription';
import { toast } from '../../../lib/toast-store';
import { UPGRADE_PATH } from '../../../lib/usage-wording';
import { barcodeQueryOptions, type BarcodeLookup } from '../api/barcode-lookup';
import { SCAN_HISTORY_CHANGED } from '../scan-history';
import { offlineScanQueued, scanToast } from '../scan-toast';

export const useBarcodeLookup = ({
  onAnswered,
}: { onAnswered?: (barcode: string, result: BarcodeLookup) => void } = {}) => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [barcode, setBarcode] = useState<string | null>(null);
  // Counts lookups (and clears): an answer is acted on only while its lookup is the latest one.
  const latest = useRef(0);
  const query = useQuery({
    ...barcodeQueryOptions(barcode ?? ''),
    enabled: barcode !== null,
    // A refusal stays a refusal: showing the card again must not ask (and count) again.
    retryOnMount: false,
  });

  // A lookup queued offline was just answered by the server: the card shows that answer (asking
  // again is a repeat lookup, which the server does not count twice).
  const { refetch } = query;
  const waiting = query.data?.kind === 'queued';
  useEffect(() => {
    if (!waiting) return;
    const settled = (event: Event) => {
      if ((event as CustomEvent<{ barcode: string }>).detail.barcode === barcode) void refetch();
    };
    window.addEventListener(SCAN_HISTORY_CHANGED, settled);
    return () => window.removeEventListener(SCAN_HISTORY_CHANGED, settled);
  }, [waiting, barcode, refetch]);

  const refreshUsage = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    return queryClient.getQueryData<Subscription>(subscriptionQueryKey);
  }, [queryClient]);

  const lookUp = useCallback(
    async (code: string) => {
      const lookup = ++latest.current;
      const isLatest = () => lookup === latest.current;
      setBarcode(code);
      let result: BarcodeLookup;
      try {
        result = await queryClient.fetchQuery(barcodeQueryOptions(code));
      } catch (error) {
        if (isLimitRefusal(error)) void refreshUsage();
        // Every failure is shown by the card, with a retry or the limit banner.
        return;
      }
      if (!isLatest()) {
        // The server may still have counted it: the counter shows its figure, nothing else.
        void refreshUsage();
        return;
      }
      onAnswered?.(code, result);
      // Nothing reached the server: no scan was counted, and the card says what happens next.
      if (result.kind === 'queued') {
        toast.show(offlineScanQueued(code), 'info');
        return;
      }
      if (result.kind === 'found' && result.savedAt !== undefined) return;
      // The counter first, so the one toast can say what is left.
      const left = (await refreshUsage())?.remaining.scan;
      if (!isLatest()) return;
      const said = scanToast(code, typeof left === 'number' ? left : undefined);
      if (said.offerUpgrade) {
        toast.show(said.message, 'success', {
          action: { label: 'Upgrade to Premium', run: () => void navigate(UPGRADE_PATH) },
        });
      } else {
        toast.success(said.message);
      }
    },
    [queryClient, onAnswered, refreshUsage, navigate],
  );

  /** Refresh: ask again (a repeat lookup this month is free on the server). */
  const refresh = useCallback(async () => {
    await query.refetch();
    void refreshUsage();
  }, [query, refreshUsage]);

  const clear = useCallback(() => {
    latest.current += 1;
    setBarcode(null);
  }, []);

  return { barcode, query, lookUp, refresh, clear };
};
