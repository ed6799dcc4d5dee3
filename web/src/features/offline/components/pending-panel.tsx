/**
 * "Waiting to sync": what this user made without a connection and is still to be sent, and what
 * the server refused when it was sent, with its words and a Dismiss for each.
 */
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { QueuedCall } from '../../../lib/offline/offline-db';
import { callLabel, refusalMessage } from '../../../lib/offline/sync-wording';

const whenFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const when = (ms: number) => whenFormat.format(ms);

export const PendingPanel = ({
  calls,
  onDismiss,
  onClose,
}: {
  calls: readonly QueuedCall[];
  onDismiss: (id: number) => void;
  onClose: () => void;
}) => {
  const pending = calls.filter((call) => call.failure === undefined);
  const refused = calls.filter((call) => call.failure !== undefined);
  return (
    <Dialog title="Waiting to sync" onClose={onClose} className="pending-panel">
      {calls.length === 0 && <p className="pending-panel__empty">Nothing is waiting to sync.</p>}
      {pending.length > 0 && (
        <section aria-labelledby="pending-panel-waiting">
          <h3 id="pending-panel-waiting" className="pending-panel__heading">
            Will be sent when you are back online
          </h3>
          <ul className="pending-panel__list" data-testid="pending-calls">
            {pending.map((call) => (
              <li key={call.id} className="pending-panel__item">
                <span className="pending-panel__what">{callLabel(call)}</span>
                <span className="pending-panel__when">
                  Saved {when(call.timestamp)}
                  {call.waitingForSignIn ? ' · waiting for you to sign in again' : ''}
                  {call.retries > 0 ? ` · tried ${call.retries}×` : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {refused.length > 0 && (
        <section aria-labelledby="pending-panel-refused">
          <h3 id="pending-panel-refused" className="pending-panel__heading">
            Not sent: the server refused these
          </h3>
          <ul className="pending-panel__list" data-testid="refused-calls">
            {refused.map((call) => (
              <li key={call.id} className="pending-panel__item pending-panel__item--refused">
                <span className="pending-panel__what">{callLabel(call)}</span>
                <span className="pending-panel__message">{refusalMessage(call)}</span>
                <Button variant="secondary" onClick={() => onDismiss(call.id!)}>
                  Dismiss
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
};
