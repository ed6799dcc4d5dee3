/**
 * The reply form, loaded after the conversation has drawn: it checks with the shared zod schema
 * through react-hook-form, which the ticket's messages do not need to show.
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
