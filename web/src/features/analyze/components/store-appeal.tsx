/**
 * "Is this your store? Ask for a review": under a store's verdict, for its owner. The form (and
 * the zod and react-hook-form it brings) loads only when asked for; once sent, the ticket's id
 * and its page.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { appealMessages, SUPPORT_REPLY_PROMISE } from '@shop-scanner/shared/support-rules';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/auth/session-context';
import type { AppealResult } from './store-appeal-form';
import '../store-appeal.css';

const StoreAppealForm = lazy(() =>
  import('./store-appeal-form').then((m) => ({ default: m.StoreAppealForm })),
);

const ticketPath = (id: string) => `/support/ticket/${encodeURIComponent(id)}`;

const AppealDone = ({ result }: { result: AppealResult }) => {
  const heading = useRef<HTMLParagraphElement>(null);
  // The form is gone: the answer takes the focus, so it is read out.
  useEffect(() => heading.current?.focus(), []);
  const id = result.kind === 'sent' ? result.ticket.id : result.ticketId;
  return (
    <div className="store-appeal__done" data-testid="store-appeal-done" role="status">
      <p ref={heading} tabIndex={-1} className="store-appeal__done-title">
        {result.kind === 'sent' ? 'Review requested' : result.message}
      </p>
      <p>
        Ticket ID: <strong data-testid="appeal-ticket-id">{id}</strong>
        {result.kind === 'sent' && <>. Our support team will reply {SUPPORT_REPLY_PROMISE}.</>}
      </p>
      <Link className="btn btn--secondary" to={ticketPath(id)}>
        View your ticket
      </Link>
    </div>
  );
};

export const StoreAppeal = ({ url }: { url: string }) => {
  const { state } = useSession();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<AppealResult | undefined>();
  const user = state.status === 'signed-in' ? state.user : undefined;

  return (
    <section className="store-appeal" aria-label="Store owner's review">
      {result ? (
        <AppealDone result={result} />
      ) : open ? (
        <Suspense fallback={<Spinner label="Opening the review form" />}>
          <p className="store-appeal__intro">
            Tell us what the verdict gets wrong. We send the store and its current verdict with your
            request; our support team reviews it and answers by e-mail.
          </p>
          <StoreAppealForm
            url={url}
            user={user}
            onDone={setResult}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)} aria-expanded={false}>
          {appealMessages.askForReview}
        </Button>
      )}
    </section>
  );
};
