/**
 * /analyze, the Store Authenticity Analyzer: the explainer, the address
 * form with the plan's allowance, the verdict of the latest analysis (or of a recent one chosen),
 * and beside it the recent analyses, the score legend, the product types and the privacy card.
 * `?url=` prefills the form (store offer cards link here); it never starts an analysis by itself,
 * since a new store uses one of the plan's analyses. When the shopper's own recent analyses hold
 * that address (a seller's dashboard links to its store's), that analysis is shown at once, as a
 * recent one chosen: nothing is analysed or counted.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { StoreAnalysisEntry } from '@shop-scanner/shared/store-analysis';
import { storeAnalysisMessages } from '@shop-scanner/shared/store-analysis-rules';
import { subscriptionQueryOptions } from '../../../lib/api/subscription';
import { toast } from '../../../lib/toast-store';
import { PlanAllowance } from '../../../components/ui/plan-allowance';
import { Spinner } from '../../../components/ui/spinner';
import { analysisFailure } from '../analysis-failure';
import { storeAnalysisHistoryQueryOptions } from '../api/store-analysis-api';
import { useAnalyzeStore } from '../api/use-store-analysis-mutations';
import { useDemoStores } from '../hooks/use-demo-stores';
import { checkStoreUrl } from '../../../lib/web-url-rule';
import { analysisAllowance } from './analysis-allowance';
import { AnalysisFailureView } from './analysis-failure-view';
import { AnalyzerExplainer } from './analyzer-explainer';
import { PrivacyCard, ProductTypeGuide, ScoreLegend } from './analyzer-guides';
import { RecentAnalyses } from './recent-analyses';
import { StoreAppeal } from './store-appeal';
import { StoreVerdictView } from './store-verdict-view';
import { UrlForm } from './url-form';
import '../analyze.css';
import '../store-verdict.css';
import '../product-url-check.css';

export const AnalyzePage = () => {
  const [params] = useSearchParams();
  const subscription = useQuery(subscriptionQueryOptions());
  const history = useQuery(storeAnalysisHistoryQueryOptions());
  const analyze = useAnalyzeStore();
  const demoStores = useDemoStores();
  const [shown, setShown] = useState<StoreAnalysisEntry | null>(null);
  const result = useRef<HTMLDivElement>(null);

  const failure = analyze.isError ? analysisFailure(analyze.error) : undefined;

  const linkedUrl = params.get('url');
  const openedLinked = useRef(false);
  useEffect(() => {
    if (openedLinked.current || !linkedUrl || !history.data) return;
    openedLinked.current = true;
    const recent = history.data.find((entry) => entry.url === linkedUrl);
    if (recent) setShown(recent);
  }, [history.data, linkedUrl]);

  // A verdict the shopper asked for (a new analysis, a recent one chosen) takes the focus, so a
  // screen reader reads it, and the view moves to its top (below the sticky header, see
  // .analyze-result), so the answer leads on any screen.
  useEffect(() => {
    if (!shown) return;
    result.current?.focus({ preventScroll: true });
    result.current?.scrollIntoView?.({ block: 'start' });
  }, [shown]);

  const run = (url: string) => {
    setShown(null);
    analyze.mutate(url, {
      onSuccess: (entry) => {
        setShown(entry);
        toast.success(storeAnalysisMessages.completed);
      },
    });
  };

  const showRecent = (entry: StoreAnalysisEntry) => {
    analyze.reset();
    setShown(entry);
  };

  return (
    <section className="page container analyze-page">
      <header className="analyze-page__header">
        <h1 className="page__title">Store Authenticity Analyzer</h1>
        <p className="page__lead">
          Check an online store for signs of fraud, dropshipping or print-on-demand before you buy.
        </p>
      </header>
      <AnalyzerExplainer />
      <div className="analyze-page__layout">
        <div className="analyze-page__main">
          <section className="card analyze-card" aria-labelledby="analyze-form-title">
            <h2 id="analyze-form-title" className="analyze-card__title">
              Analyze a store
            </h2>
            <PlanAllowance
              subscription={subscription}
              showLimitBanner={failure?.kind !== 'limit'}
              {...analysisAllowance}
            />
            <UrlForm
              formLabel="Analyze a store"
              fieldLabel="Store URL"
              submitLabel="Analyze Store"
              hint="The store's home page or any of its pages, e.g. shop.example"
              check={checkStoreUrl}
              initialUrl={params.get('url') ?? ''}
              pending={analyze.isPending}
              onSubmit={run}
              examples={demoStores.map(({ label, url }) => ({ label, url }))}
              examplesTitle="Try a demo store"
            />
          </section>
          <div
            className="analyze-result"
            ref={result}
            role="region"
            tabIndex={-1}
            aria-label="Analysis result"
            data-testid="analysis-result"
          >
            {analyze.isPending ? (
              <div className="card analyze-pending">
                <Spinner label="Analyzing the store" />
                <p className="verdict-muted">
                  Reading the store&apos;s pages. This can take a few seconds.
                </p>
              </div>
            ) : failure ? (
              <AnalysisFailureView failure={failure} />
            ) : (
              shown && (
                <div className="card">
                  {/* Keyed: another verdict starts with its parts closed again. */}
                  <StoreVerdictView key={shown.id} entry={shown} />
                  <StoreAppeal key={`appeal:${shown.id}`} url={shown.url} />
                </div>
              )
            )}
          </div>
        </div>
        <aside className="analyze-page__aside" aria-label="About the analyzer">
          <RecentAnalyses history={history} shownId={shown?.id} onShow={showRecent} />
          <ScoreLegend />
          <ProductTypeGuide />
          <PrivacyCard />
        </aside>
      </div>
    </section>
  );
};
