/**
 * The scan page's url tab: a product page's address; our server
 * reads the page and what it publishes about the product (JSON-LD, microdata, Open Graph),
 * analyses its store, and looks the product up in the catalogue by GTIN or name. What is shown is
 * what was found: no field is invented, and a field nothing published is not shown.
 */
import { storeAnalysisMessages } from '@shop-scanner/shared/store-analysis-rules';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast-store';
import { analysisFailure } from '../analysis-failure';
import { useCheckProductPage } from '../api/use-store-analysis-mutations';
import { useDemoStores } from '../hooks/use-demo-stores';
import { checkProductUrl } from '../../../lib/web-url-rule';
import { AnalysisFailureView } from './analysis-failure-view';
import { CatalogueMatchView } from './catalogue-match-view';
import { below, Heading, type HeadingLevel } from './heading';
import { ProductFactsView } from './product-facts-view';
import { StoreVerdictView } from './store-verdict-view';
import { UrlForm } from './url-form';
import '../analyze.css';
import '../store-verdict.css';
import '../product-url-check.css';

export const ProductUrlCheck = ({ headingLevel = 2 }: { headingLevel?: HeadingLevel }) => {
  const check = useCheckProductPage();
  const examples = useDemoStores().flatMap(({ label, productUrl }) =>
    productUrl ? [{ label, url: productUrl }] : [],
  );

  const run = (url: string) =>
    check.mutate(url, { onSuccess: () => toast.success(storeAnalysisMessages.completed) });

  return (
    <div className="url-check" data-testid="product-url-check">
      <p className="verdict-muted">
        Paste the address of a product page. Our server reads what the page says about the product,
        checks its store, and looks for the product in our catalogue.
      </p>
      <UrlForm
        formLabel="Check a product page"
        fieldLabel="Product URL"
        submitLabel="Check Product"
        check={checkProductUrl}
        pending={check.isPending}
        onSubmit={run}
        examples={examples}
        examplesTitle="Try a demo product"
      />
      {check.isPending ? (
        <div className="analyze-pending">
          <Spinner label="Reading the product page" />
        </div>
      ) : check.isError ? (
        <AnalysisFailureView failure={analysisFailure(check.error)} />
      ) : (
        check.data && (
          <div className="url-check__result" data-testid="product-url-result">
            <ProductFactsView
              facts={check.data.facts}
              {...(check.data.readInPart && { readInPart: check.data.readInPart })}
              headingLevel={headingLevel}
            />
            <CatalogueMatchView match={check.data.catalogueMatch} headingLevel={headingLevel} />
            <section className="verdict-section">
              <Heading level={headingLevel} className="verdict-section__title">
                The store&apos;s verdict
              </Heading>
              <StoreVerdictView
                entry={check.data.store}
                compact
                headingLevel={below(headingLevel)}
              />
            </section>
          </div>
        )
      )}
    </div>
  );
};
