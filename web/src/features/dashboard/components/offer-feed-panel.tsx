import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatDayTime } from '@shop-scanner/shared/en-us-format';
import {
  OFFER_FEED_MAX_BYTES,
  OFFER_FEED_MAX_ROWS,
  offerFeedMessages,
  offerFeedTemplateCsv,
  type OfferFeedFormat,
} from '@shop-scanner/shared/offer-feed-rules';
import type { OfferFeed, OfferFeedSummary } from '@shop-scanner/shared/offer-feed';
import { Button } from '../../../components/ui/button';
import { saveBlob } from '../../../lib/save-blob';
import { useBusinessStore } from '../api/business-store';
import { useOfferFeed, useOfferFeeds, useUploadOfferFeed } from '../api/offer-feeds';
import { sellerQueryKeys } from '../api/seller-query-keys';
import '../seller-store.css';

const formatOfFile = (file: File): OfferFeedFormat | undefined => {
  const name = file.name.toLowerCase();
  if (file.type === 'application/json' || name.endsWith('.json')) return 'json';
  if (file.type === 'text/csv' || name.endsWith('.csv')) return 'csv';
  return undefined;
};

const statusText = (feed: OfferFeedSummary): string => {
  if (feed.status === 'nothing-to-ingest') return 'No row accepted';
  if (feed.status === 'ingested') return 'Prices published';
  return `Publishing: ${feed.ingestedRows} of ${feed.acceptedRows} rows`;
};

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The columns, in the business's words: what each row of the file must say. */
const FeedFormat = () => (
  <details className="offer-feed__format">
    <summary>The file's format</summary>
    <p className="muted-text">
      A CSV file with a header row, or a JSON array of objects with the same fields. At most{' '}
      {count(OFFER_FEED_MAX_ROWS, 'row', 'rows')} and 5 MB.
    </p>
    <dl className="offer-feed__columns">
      <dt>gtin</dt>
      <dd>The product's barcode (8 to 14 digits), as on the product page</dd>
      <dt>price</dt>
      <dd>Your price in US dollars, e.g. 24.99</dd>
      <dt>currency</dt>
      <dd>USD (prices are in US dollars)</dd>
      <dt>shipping</dt>
      <dd>The shipping cost in dollars; 0 for free shipping</dd>
      <dt>in_stock</dt>
      <dd>true or false</dd>
      <dt>url</dt>
      <dd>The product's page on your verified website</dd>
      <dt>delivery_days</dt>
      <dd>How many days delivery takes (a whole number)</dd>
      <dt>was_price (optional)</dt>
      <dd>
        The price you claim it was before a sale. Shoppers see it checked against your own lowest
        price of the 30 days before.
      </dd>
    </dl>
  </details>
);

const FeedReport = ({ feed }: { feed: OfferFeed }) => {
  const ingesting = feed.status === 'ingesting';
  return (
    <div className="offer-feed__report" data-testid="offer-feed-report" aria-live="polite">
      <p>
        <strong data-testid="accepted-rows">
          {count(feed.acceptedRows, 'row', 'rows')} accepted
        </strong>
        {', '}
        <span data-testid="rejected-rows">
          {count(feed.rejectedRows, 'row', 'rows')} rejected
        </span>{' '}
        of {count(feed.totalRows, 'row', 'rows')}.
      </p>
      {feed.acceptedRows > 0 ? (
        <div className="offer-feed__progress">
          <progress max={feed.acceptedRows} value={feed.ingestedRows} aria-label="Rows published" />
          <p data-testid="offer-feed-status">
            {ingesting
              ? `Publishing your prices: ${feed.ingestedRows} of ${feed.acceptedRows} rows`
              : `Published: ${count(feed.changedOffers, 'price changed', 'prices changed')}, the rest as they were.`}
          </p>
        </div>
      ) : null}
      {feed.rejected.length > 0 ? (
        <div className="offer-feed__table-wrap">
          <table className="offer-feed__table">
            <caption>
              Rejected rows
              {feed.rejected.length < feed.rejectedRows
                ? ` (the first ${feed.rejected.length} of ${feed.rejectedRows})`
                : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">GTIN</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {feed.rejected.map((row) => (
                <tr key={row.line}>
                  <td>{row.line}</td>
                  <td className="offer-feed__gtin">{row.gtin || '(none)'}</td>
                  <td>{row.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
};

const RecentFeeds = ({
  feeds,
  selected,
  onSelect,
}: {
  feeds: readonly OfferFeedSummary[];
  selected: string | undefined;
  onSelect: (id: string) => void;
}) => (
  <div className="offer-feed__recent">
    <h3 className="offer-feed__subtitle">Recent uploads</h3>
    <ul className="offer-feed__list">
      {feeds.map((feed) => (
        <li key={feed.id}>
          <button
            type="button"
            className="offer-feed__list-item"
            aria-pressed={feed.id === selected}
            onClick={() => onSelect(feed.id)}
          >
            <span>{formatDayTime(new Date(feed.createdAt))}</span>
            <span className="muted-text">
              {feed.format.toUpperCase()} · {feed.acceptedRows} accepted, {feed.rejectedRows}{' '}
              rejected · {statusText(feed)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  </div>
);

const UploadForm = ({ onUploaded }: { onUploaded: (feed: OfferFeed) => void }) => {
  const inputId = useId();
  const upload = useUploadOfferFeed();
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem('Choose a CSV or JSON file first');
    const format = formatOfFile(file);
    // Checked here to spare a 5 MB upload the server would refuse; the server checks again.
    if (!format) return setProblem(offerFeedMessages.unsupportedType);
    if (file.size > OFFER_FEED_MAX_BYTES) return setProblem(offerFeedMessages.tooLarge);
    setProblem(undefined);
    upload.mutate({ file, format }, { onSuccess: onUploaded });
  };
  const failure = problem ?? upload.error?.message;
  return (
    <form
      className="offer-feed__upload"
      onSubmit={submit}
      noValidate
      aria-label="Upload offer feed"
    >
      <label htmlFor={inputId} className="field__label">
        Offer feed file (CSV or JSON)
      </label>
      <input
        id={inputId}
        type="file"
        className="offer-feed__file"
        accept=".csv,.json,text/csv,application/json"
        onChange={(event) => {
          setFile(event.target.files?.[0]);
          setProblem(undefined);
        }}
      />
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="seller-store__actions">
        <Button type="submit" loading={upload.isPending}>
          Upload
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            saveBlob(
              new Blob([offerFeedTemplateCsv], { type: 'text/csv' }),
              'offer-feed-template.csv',
            )
          }
        >
          Download a template
        </Button>
      </div>
    </form>
  );
};

/**
 * The offer feed: the business's own prices from a file, checked row by row. The report comes at
 * once (accepted rows, and each rejected row with its line and reason); the prices are then
 * published in the background, and the panel shows how far that got.
 */
export const OfferFeedPanel = () => {
  const store = useBusinessStore();
  const verified = store.data?.store?.verified ?? false;
  const feeds = useOfferFeeds(verified);
  const [selectedId, setSelectedId] = useState<string>();
  const shownId = selectedId ?? feeds.data?.feeds[0]?.id;
  const feed = useOfferFeed(shownId);
  const queryClient = useQueryClient();
  const status = feed.data?.status;

  // The list's status line follows the shown feed once its rows are all published.
  useEffect(() => {
    if (status === 'ingested')
      void queryClient.invalidateQueries({ queryKey: sellerQueryKeys.feeds(), exact: true });
  }, [status, queryClient]);

  return (
    <section className="card offer-feed" aria-labelledby="offer-feed-title">
      <h2 id="offer-feed-title" className="card__title">
        Your prices (offer feed)
      </h2>
      <p className="muted-text">
        Upload your store's prices by barcode. Shoppers see them on the product pages as your own
        prices, next to every other store's, checked the same way.
      </p>
      <FeedFormat />
      {store.isPending ? null : verified ? (
        <>
          <UploadForm onUploaded={(uploaded) => setSelectedId(uploaded.id)} />
          {feed.data ? <FeedReport feed={feed.data} /> : null}
          {feeds.data && feeds.data.feeds.length > 0 ? (
            <RecentFeeds feeds={feeds.data.feeds} selected={shownId} onSelect={setSelectedId} />
          ) : null}
        </>
      ) : (
        <p className="notice" role="note" data-testid="offer-feed-locked">
          {offerFeedMessages.notVerified}.
        </p>
      )}
    </section>
  );
};
