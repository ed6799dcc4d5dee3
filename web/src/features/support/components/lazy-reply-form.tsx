/**
 * The reply form, loaded after the conversation has drawn: react-hook-form (about 13 KB gzip) is
 * not needed to show the ticket's messages.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { TicketReplyForm } from './ticket-reply-form';

const ReplyForm = lazy(() =>
  import('./ticket-reply-form').then((m) => ({ default: m.TicketReplyForm })),
);

export const LazyTicketReplyForm = (props: ComponentProps<typeof TicketReplyForm>) => (
  <Suspense
    fallback={
      <div className="ticket-reply ticket-reply--loading">
        <Spinner label="Opening the reply form" />
      </div>
    }
  >
    <ReplyForm {...props} />
  </Suspense>
);
