import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApi } from '../../../lib/api-client';
import { queuedCalls } from '../../../lib/offline/sync-queue';
import { SAVED_OFFLINE } from '../../../lib/offline/saved-offline';
import { renderAt, signedIn } from '../../../test/render-at';
import { freshOfflineStoreEachTest } from '../../../test/offline-store';
import { aJwt } from '../../../test/session-fixtures';
import {
  aCollection,
  aWishlistItem,
  isolateEachTest,
  toastMessages,
} from '../test/wishlist-fixtures';
import { EditItemDialog } from './edit-item-dialog';

freshOfflineStoreEachTest();

/** The app's client for user-1, on a fetch of the test's, with the browser online or not. */
const clientOf = (fetch: typeof globalThis.fetch, online: boolean) =>
  configureApi({
    baseUrl: '',
    getToken: async () => aJwt({ sub: 'user-1' }),
    onUnauthorized: () => undefined,
    fetch,
    isOnline: () => online,
  });

const renderDialog = (onClose: () => void, collections = [aCollection()]) =>
  renderAt(
    '/wishlist',
    '/wishlist',
    <EditItemDialog item={aWishlistItem()} collections={collections} onClose={onClose} />,
    signedIn(),
  );

describe('editing a wishlist item without a connection', () => {
  isolateEachTest();

  it('queues the edit with its key for this user, says it was saved offline and closes', async () => {
    // Prepare: the browser is offline; nothing may reach the network.
    const fetch = vi.fn<typeof globalThis.fetch>();
    clientOf(fetch, false);
    const onClose = vi.fn();
    renderDialog(onClose);

    // Act
    fireEvent.change(screen.getByLabelText('Priority'), { target: { value: 'high' } });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Buy in the sale' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Assess
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetch).not.toHaveBeenCalled();
    expect(toastMessages()).toEqual([SAVED_OFFLINE]);
    const [queued, ...more] = await queuedCalls();
    expect(more).toEqual([]);
    expect(queued).toMatchObject({
      type: 'wishlist-edit',
      method: 'PUT',
      endpoint: '/api/wishlist/items/w-1',
      data: { priority: 'high', notes: 'Buy in the sale' },
      userId: 'user-1',
      retries: 0,
    });
    expect(queued!.idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('queues an edit whose connection dropped on the way, under the key it was sent with', async () => {
    // Prepare: online, but the request never reaches the API.
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    clientOf(fetch, true);
    const onClose = vi.fn();
    renderDialog(onClose, []);

    // Act
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Later' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Assess
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toastMessages()).toEqual([SAVED_OFFLINE]);
    const sentKey = (fetch.mock.calls[0]![1]!.headers as Record<string, string>)['Idempotency-Key'];
    expect((await queuedCalls()).map((c) => [c.data, c.idempotencyKey])).toEqual([
      [{ notes: 'Later' }, sentKey],
    ]);
  });
});
