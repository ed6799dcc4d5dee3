/**
 * After a request is sent: the ticket id the server gave it, the reply the spec promises and
 * where it will go, the way to the ticket for a signed-in user, and a fresh form.
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { SUPPORT_REPLY_PROMISE } from '@shop-scanner/shared/support-rules';
import { Button } from '../../../components/ui/button';
import type { SentRequest } from './contact-form';

export const ContactConfirmation = ({
  sent,
  signedIn,
  onAnother,
}: {
  sent: SentRequest;
  signedIn: boolean;
  onAnother: () => void;
}) => {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the shopper was in is gone: the confirmation takes the focus, so it is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="contact-confirmation card" data-testid="contact-confirmation">
      <h2 ref={heading} tabIndex={-1} className="contact-confirmation__title">
        Request received
      </h2>
      <p>
        Ticket ID: <strong data-testid="ticket-id">{sent.ticket.id}</strong>
      </p>
      <p>
        Our support team will reply {SUPPORT_REPLY_PROMISE}, by e-mail to{' '}
        <strong>{sent.email}</strong>.
      </p>
      <div className="contact-confirmation__actions">
        {signedIn && (
          <Link
            className="btn btn--secondary"
            to={`/support/ticket/${encodeURIComponent(sent.ticket.id)}`}
          >
            View your ticket
          </Link>
        )}
        <Button onClick={onAnother}>Submit Another Request</Button>
      </div>
    </div>
  );
};
