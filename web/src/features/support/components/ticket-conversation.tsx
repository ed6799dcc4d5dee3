/** A ticket's messages, oldest first as the server keeps them: who wrote each, and when. */
import type { TicketMessage } from '@shop-scanner/shared/support';
import { formatDayTime } from '@shop-scanner/shared/en-us-format';

export const TicketConversation = ({ messages }: { messages: readonly TicketMessage[] }) => (
  <ol className="ticket-conversation" aria-label="Conversation">
    {messages.map((message, index) => (
      <li
        // The conversation only grows at its end, so a message's place is a stable key.
        key={index}
        className={`ticket-message ticket-message--${message.author}`}
        data-testid="ticket-message"
      >
        <header className="ticket-message__head">
          <span className="ticket-message__author">
            {message.authorName}
            {message.author === 'staff' && <span className="pill tone--info">Support team</span>}
          </span>
          <time className="muted-text" dateTime={message.createdAt}>
            {formatDayTime(new Date(message.createdAt))}
          </time>
        </header>
        <p className="ticket-message__body">{message.body}</p>
      </li>
    ))}
  </ol>
);
