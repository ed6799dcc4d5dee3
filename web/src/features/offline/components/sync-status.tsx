/**
 * The connection badge and its "Waiting to sync" panel, with the sync queue behind them. Loaded
 * by connection-badge.tsx only once the connection drops or something is queued.
 */
import { useRef, useState } from 'react';
import { useSession } from '../../../lib/auth/session-context';
import type { QueuedCall } from '../../../lib/offline/offline-db';
import type { QueueEvent } from '../../../lib/offline/sync-queue';
import { badgeStateOf, queueCounts, belongsToCaller } from '../../../lib/offline/sync-queue-rules';
import { toast } from '../../../lib/toast-store';
import { useSyncQueue } from '../hooks/use-sync-queue';
import { badgeDescription, badgeLabel, notSentToast } from '../../../lib/offline/sync-wording';
import { PendingPanel } from './pending-panel';

export const SyncStatus = ({
  online,
  onQueueEvent,
}: {
  online: boolean;
  onQueueEvent?: ((event: QueueEvent) => void) | undefined;
}) => {
  const { state } = useSession();
  const callerId = state.status === 'signed-in' ? state.user.id : '';
  const [open, setOpen] = useState(false);
  // A refusal's toast stays until seen; the panel says the same, so opening it takes the toasts
  // away (left, they would lie over the panel they point to).
  const refusalToasts = useRef<number[]>([]);
  const openPanel = () => {
    refusalToasts.current.forEach((id) => toast.dismiss(id));
    refusalToasts.current = [];
    setOpen(true);
  };
  const onSetAside = (call: QueuedCall) => {
    refusalToasts.current.push(
      toast.show(notSentToast(call), 'error', {
        duration: null,
        action: { label: 'View', run: openPanel },
      }),
    );
  };
  const { calls, dismiss } = useSyncQueue({
    online,
    callerId,
    sessionKnown: state.status !== 'loading',
    onQueueEvent,
    onSetAside,
  });
  const mine = (calls ?? []).filter((call) => belongsToCaller(call, callerId));
  const counts = queueCounts(mine, callerId);
  const badge = badgeStateOf(online, counts.pending, counts.refused);

  return (
    <>
      {badge.kind !== 'hidden' && (
        <button
          type="button"
          className={`connection-badge connection-badge--${badge.kind}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={badgeDescription(badge)}
          data-testid="connection-badge"
          onClick={openPanel}
        >
          <span className="connection-badge__dot" aria-hidden="true" />
          {badgeLabel(badge)}
        </button>
      )}
      {open && <PendingPanel calls={mine} onDismiss={dismiss} onClose={() => setOpen(false)} />}
    </>
  );
};
