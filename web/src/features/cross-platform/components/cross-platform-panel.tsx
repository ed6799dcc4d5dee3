/**
 * The cross-platform search panel: the plan's allowance, the form
 * (Original Product URL, Product Name, Advanced Options that filter the matches), the analysis of
 * the latest search or of a recent one chosen, Clear Results and New Search, and the recent
 * searches kept on the server. Every figure shown is the server's, computed from the matches it
 * found; a search counts one use of the month's allowance per distinct search.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type {
  CrossPlatformAnalysis,
  CrossPlatformHistoryEntry,
} from '@shop-scanner/shared/cross-platform';
import { subscriptionQueryOptions } from '../../../lib/api/subscription';
import { toast } from '../../../lib/toast-store';
import { Button } from '../../../components/ui/button';
import { PlanAllowance } from '../../../components/ui/plan-allowance';
import { Spinner } from '../../../components/ui/spinner';
import { foundMessage } from '../analysis-reading';
import { crossPlatformHistoryQueryOptions } from '../api/cross-platform-api';
import { useCrossPlatformSearch } from '../api/use-cross-platform-search';
import { searchFailure } from '../search-failure';
import {
  emptySearchValues,
  searchRequestOf,
  usableBarcode,
  valuesOfQuery,
  type SearchField,
  type SearchFormValues,
  type SearchPrefill,
} from '../search-form-rules';
import { AnalysisView } from './analysis-view';
import { RecentSearches } from './recent-searches';
import { searchAllowance } from './search-allowance';
import { SearchFailureView } from './search-failure-view';
import { SearchForm, useSearchForm } from './search-form';
import '../cross-platform.css';
import '../cross-platform-matches.css';

interface Shown {
  analysis: CrossPlatformAnalysis;
  /** The history entry it came from, when a recent search was chosen. */
  entryId?: string;
}

export const CrossPlatformPanel = ({ prefill }: { prefill?: SearchPrefill }) => {
  const subscription = useQuery(subscriptionQueryOptions());
  const history = useQuery(crossPlatformHistoryQueryOptions());
  const search = useCrossPlatformSearch();
  const form = useSearchForm(prefill);
  const [barcode, setBarcode] = useState(() => usableBarcode(prefill?.barcode));
  const [shown, setShown] = useState<Shown | null>(null);
  const results = useRef<HTMLDivElement>(null);
  // A reset form registers its fields again as it renders: focus the address after that.
  const [focusAddress, setFocusAddress] = useState(false);

  const failure = search.isError ? searchFailure(search.error) : undefined;

  // An analysis the shopper asked for (a new search, a recent one chosen) takes the focus, so a
  // screen reader reads it and a phone scrolls to it.
  useEffect(() => {
    if (shown) results.current?.focus();
  }, [shown]);

  useEffect(() => {
    if (!focusAddress) return;
    form.setFocus('originalUrl');
    setFocusAddress(false);
  }, [focusAddress, form]);

  const showFieldErrors = (fields: Partial<Record<SearchField, string>>) => {
    Object.entries(fields).forEach(([field, message], i) =>
      form.setError(field as SearchField, { type: 'server', message }, { shouldFocus: i === 0 }),
    );
  };

  const run = (values: SearchFormValues) => {
    setShown(null);
    search.mutate(searchRequestOf(values, barcode), {
      onSuccess: (analysis) => {
        setShown({ analysis });
        toast.success(foundMessage(analysis));
      },
      onError: (error) => {
        const failed = searchFailure(error);
        if (failed.kind === 'fields') showFieldErrors(failed.fields);
      },
    });
  };

  const clearResults = () => {
    search.reset();
    setShown(null);
  };

  const newSearch = () => {
    clearResults();
    setBarcode(undefined);
    form.reset(emptySearchValues);
    setFocusAddress(true);
  };

  const showRecent = (entry: CrossPlatformHistoryEntry) => {
    search.reset();
    form.reset(valuesOfQuery(entry.query));
    setBarcode(usableBarcode(entry.query.barcode));
    setShown({ analysis: entry.analysis, entryId: entry.id });
  };

  return (
    <section
      className="card xp-panel"
      aria-labelledby="xp-panel-title"
      data-testid="cross-platform-panel"
    >
      <h2 id="xp-panel-title" className="xp-panel__title">
        Search other platforms
      </h2>
      <p className="xp-muted">
        We look for the same product in our catalogue&apos;s store offers and on every connected
        platform, and compare prices and sellers with the page you found it on.
      </p>
      <PlanAllowance
        subscription={subscription}
        showLimitBanner={failure?.kind !== 'limit'}
        {...searchAllowance}
      />
      <SearchForm
        form={form}
        barcode={barcode}
        onDropBarcode={() => setBarcode(undefined)}
        pending={search.isPending}
        onSearch={run}
      />
      <div
        className="xp-results"
        ref={results}
        role="region"
        tabIndex={-1}
        aria-label="Search results"
        data-testid="xp-results"
      >
        {search.isPending ? (
          <div className="xp-pending">
            <Spinner label="Searching other platforms" />
            <p className="xp-muted">
              Reading the original page and searching the platforms. This can take a few seconds.
            </p>
          </div>
        ) : failure ? (
          <SearchFailureView failure={failure} />
        ) : (
          shown && (
            <>
              <AnalysisView analysis={shown.analysis} />
              <div className="xp-actions">
                <Button variant="secondary" onClick={clearResults}>
                  Clear Results
                </Button>
                <Button variant="ghost" onClick={newSearch}>
                  New Search
                </Button>
              </div>
            </>
          )
        )}
      </div>
      <RecentSearches history={history} shownId={shown?.entryId} onShow={showRecent} />
    </section>
  );
};
