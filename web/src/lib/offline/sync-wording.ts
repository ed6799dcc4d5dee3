/**
 * The words of the offline sync: what each queued call is, what the badge says, and the toasts
 * of a replay. The badge's 'Offline' and 'Syncing' are the spec's connection badge states. Here,
 * beside the queue, so that every view of a queued call (the badge's panel, the wishlist's
 * pending items) says the same thing in the same words.
 */
import type { QueuedCall, QueuedCallType } from './offline-db';
import type { BadgeState } from './sync-queue-rules';
import { wishlistMessages } from '@shop-scanner/shared/wishlist-rules';

const callLabels: Readonly<Record<QueuedCallType, string>> = {
  'wishlist-add': 'Add to wishlist',
  'wishlist-edit': 'Wishlist item edit',
  'product-create': 'New product',
  'product-edit': 'Product edit',
  'price-report': 'Price report',
  contact: 'Support request',
  'drop-read': 'Price drop marked as read',
  'barcode-lookup': 'Barcode lookup',
};

/** What a queued call is, in the pending list: its kind, and the barcode for a lookup. */
export const callLabel = (call: Pick<QueuedCall, 'type' | 'endpoint'>): string =>
  call.type === 'barcode-lookup'
    ? `${callLabels[call.type]} ${decodeURIComponent(call.endpoint.split('/').pop() ?? '')}`
    : callLabels[call.type];

/** Why the server refused a call, as the shopper is shown it (the spec's toast for a 409 add). */
export const refusalMessage = (call: QueuedCall): string =>
  call.type === 'wishlist-add' && call.failure?.status === 409
    ? `${wishlistMessages.alreadyInWishlist}: nothing was added.`
    : (call.failure?.message ?? '');

/** The badge's text. */
export const badgeLabel = (state: BadgeState): string => {
  switch (state.kind) {
    case 'offline':
      return 'Offline';
    case 'syncing':
      return `Syncing ${state.pending}`;
    case 'not-sent':
      return `${state.refused} not sent`;
    case 'hidden':
      return '';
  }
};

/** The badge's name for a screen reader, which says what the count counts. */
export const badgeDescription = (state: BadgeState): string => {
  const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;
  switch (state.kind) {
    case 'offline':
      return state.pending > 0 ? `Offline: ${changes(state.pending)} waiting to sync` : 'Offline';
    case 'syncing':
      return `Syncing: ${changes(state.pending)} waiting to sync`;
    case 'not-sent':
      return `${changes(state.refused)} not sent`;
    case 'hidden':
      return '';
  }
};

/** The toast when a replay has sent what waited. */
export const sentAfterReconnect = (sent: number): string =>
  sent === 1
    ? 'Back online: 1 change saved offline was sent.'
    : `Back online: ${sent} changes saved offline were sent.`;

/** The toast of a call the server refused when it was sent. */
export const notSentToast = (call: QueuedCall): string =>
  `${callLabel(call)} was not sent: ${refusalMessage(call)}`;
