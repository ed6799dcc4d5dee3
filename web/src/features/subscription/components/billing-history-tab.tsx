import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '@shop-scanner/shared/billing';
import { invoiceFileName } from '@shop-scanner/shared/billing-rules';
import { billingMessages } from '@shop-scanner/shared/messages';
import { downloadInvoicePdf, invoicesQueryOptions } from '../../../lib/api/billing';
import { formatUsd } from '../../../lib/format';
import { saveBlob } from '../../../lib/save-blob';
import { toast } from '../../../lib/toast-store';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { canPayNow, invoiceCoversText, invoiceStatusLabels } from '../subscription-wording';
import { formatDay } from '@shop-scanner/shared/en-us-format';

const fromUnix = (seconds: number) => formatDay(new Date(seconds * 1000));

export type DownloadInvoice = (invoiceId: string) => Promise<Blob>;

const InvoiceRow = ({ invoice, download }: { invoice: Invoice; download: DownloadInvoice }) => {
  const [downloading, setDownloading] = useState(false);
  const amount = invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due;
  const onDownload = async () => {
    setDownloading(true);
    try {
      saveBlob(await download(invoice.id), invoiceFileName(invoice.id));
    } catch {
      toast.error(billingMessages.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <tr className="invoices__row" data-testid="invoice-row">
      <td className="invoices__date">{fromUnix(invoice.created)}</td>
      <td className="invoices__description">
        {invoice.description ?? invoice.number ?? invoice.id}
        <span className="invoices__period">{invoiceCoversText(invoice.service_period)}</span>
      </td>
      <td className="invoices__amount">{formatUsd(amount / 100)}</td>
      <td className="invoices__status">
        <span className={`status-badge status-badge--invoice-${invoice.status}`}>
          {invoiceStatusLabels[invoice.status]}
        </span>
      </td>
      <td className="invoices__actions">
        {canPayNow(invoice) && (
          <a
            className="btn btn--primary"
            href={invoice.hosted_invoice_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            Pay Now<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
        <Button variant="secondary" loading={downloading} onClick={() => void onDownload()}>
          Download<span className="visually-hidden"> invoice {invoice.number ?? invoice.id}</span>
        </Button>
      </td>
    </tr>
  );
};

export const BillingHistoryTab = ({
  download = downloadInvoicePdf,
}: {
  download?: DownloadInvoice;
}) => {
  const invoices = useQuery(invoicesQueryOptions());
  return (
    <section className="card" aria-labelledby="invoices-title">
      <h2 id="invoices-title" className="card__title">
        Billing history
      </h2>
      {invoices.isPending ? (
        <Spinner label="Loading billing history" />
      ) : invoices.isError ? (
        <p className="notice notice--error" role="alert">
          {billingMessages.loadInvoicesFailed}
        </p>
      ) : invoices.data.length === 0 ? (
        <p className="muted-text">No invoices yet.</p>
      ) : (
        // No sideways scroll box: below 640 px each row is laid out as a card (subscription.css).
        <div className="invoices">
          <table className="invoices__table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Invoice</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} download={download} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
};
