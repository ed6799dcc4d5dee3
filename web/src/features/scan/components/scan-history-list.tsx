/** The scan history: newest first, numbered; choosing one looks it up again. */
import { formatDate } from '../../../lib/format';
import type { ScanHistoryEntry } from '../scan-history';

export const ScanHistoryList = ({
  history,
  onSelect,
}: {
  history: readonly ScanHistoryEntry[];
  onSelect: (barcode: string) => void;
}) => (
  <section className="card scan-history" aria-labelledby="scan-history-title">
    <h2 id="scan-history-title" className="card__title">
      Scan history
    </h2>
    {history.length === 0 ? (
      <p className="scan-muted">Barcodes you look up appear here.</p>
    ) : (
      <ol className="scan-history__list" data-testid="scan-history">
        {history.map((entry, i) => (
          <li key={entry.barcode}>
            <button
              type="button"
              className="scan-history__item"
              onClick={() => onSelect(entry.barcode)}
              aria-label={`Look up ${entry.barcode}${entry.productName ? `, ${entry.productName}` : ''} again`}
            >
              <span className="scan-history__number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="scan-history__what">
                <span className="scan-code">{entry.barcode}</span>
                {entry.productName && (
                  <span className="scan-history__name">{entry.productName}</span>
                )}
                {entry.waiting && (
                  <span className="scan-history__status" data-testid="scan-history-waiting">
                    Waiting for connection
                  </span>
                )}
                {entry.notFound && <span className="scan-history__status">Not found</span>}
              </span>
              <span className="scan-muted scan-history__when">{formatDate(entry.timestamp)}</span>
            </button>
          </li>
        ))}
      </ol>
    )}
  </section>
);
