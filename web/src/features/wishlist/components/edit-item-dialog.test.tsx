import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { priceMessages } from '@shop-scanner/shared/price-rules';
import { wishlistMessages } from '@shop-scanner/shared/wishlist-rules';
import { fakeApi, json } from '../../../test/api-fixtures';
import { renderAt, signedIn } from '../../../test/render-at';
import {
  aCollection,
  aWishlistItem,
  isolateEachTest,
  toastMessages,
} from '../test/wishlist-fixtures';
import { EditItemDialog } from './edit-item-dialog';

const UPDATE_ROUTE = 'PUT /api/wishlist/items/w-1';

const renderDialog = (item = aWishlistItem()) => {
  const onClose = vi.fn();
  renderAt(
    '/wishlist',
    '/wishlist',
    <EditItemDialog item={item} collections={[aCollection()]} onClose={onClose} />,
    signedIn(),
  );
  return { onClose };
};

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('editing a wishlist item', () => {
  isolateEachTest();

  it("refuses notes over 500 characters and a target that is not above 0, in the spec's words", async () => {
    // Prepare
    const api = fakeApi({});
    renderDialog();

    // Act
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'n'.repeat(501) } });
    fireEvent.change(screen.getByLabelText('Target price ($)'), { target: { value: '0' } });
    save();

    // Assess
    expect(await screen.findByText(wishlistMessages.notesTooLong)).toBeTruthy();
    expect(screen.getByText(priceMessages.priceInvalid)).toBeTruthy();
    expect(wishlistMessages.priceInvalid).toBe('Please enter a valid price');
    expect(api.calls).toEqual([]);
  });

  it('adds tags with Enter and with +, one of each, and refuses a tag over 20 characters', () => {
    // Prepare
    fakeApi({});
    renderDialog();
    const box = screen.getByLabelText('Tags');

    // Act
    fireEvent.change(box, { target: { value: 'gift' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: 'kitchen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    fireEvent.change(box, { target: { value: 'GIFT' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: 'x'.repeat(21) } });
    fireEvent.keyDown(box, { key: 'Enter' });

    // Assess
    const added = within(screen.getByRole('list', { name: 'Tags added' })).getAllByRole('listitem');
    expect(added.map((t) => t.firstChild?.textContent)).toEqual(['gift', 'kitchen']);
    expect(screen.getByText(wishlistMessages.tagTooLong)).toBeTruthy();
  });

  it("saves notes, tags, target, priority and collection, says 'Wishlist item updated' and closes", async () => {
    // Prepare
    const api = fakeApi({ [UPDATE_ROUTE]: () => json(aWishlistItem()) });
    const { onClose } = renderDialog();

    // Act
    fireEvent.change(screen.getByLabelText('Priority'), { target: { value: 'high' } });
    fireEvent.change(screen.getByLabelText('Target price ($)'), { target: { value: '8.99' } });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'For the office' } });
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: 'work' } });
    fireEvent.keyDown(screen.getByLabelText('Tags'), { key: 'Enter' });
    fireEvent.change(screen.getByLabelText('Collection'), { target: { value: 'c-1' } });
    save();

    // Assess
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The price alert was left as it was: only what changed is sent.
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      priority: 'high',
      targetPrice: 8.99,
      notes: 'For the office',
      tags: ['work'],
      collectionId: 'c-1',
    });
    expect(toastMessages()).toEqual([wishlistMessages.updated]);
  });

  it('closes without a call when nothing was changed', async () => {
    // Prepare
    const api = fakeApi({});
    const { onClose } = renderDialog();

    // Act
    save();

    // Assess
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls).toEqual([]);
    expect(toastMessages()).toEqual([]);
  });

  it('keeps the item in its collection when the collections are not there to choose from', async () => {
    // Prepare
    const api = fakeApi({ [UPDATE_ROUTE]: () => json(aWishlistItem()) });
    const onClose = vi.fn();
    renderAt(
      '/wishlist',
      '/wishlist',
      <EditItemDialog
        item={aWishlistItem({ collectionId: 'c-7' })}
        collections={[]}
        onClose={onClose}
      />,
      signedIn(),
    );

    // Act
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Blue ink' } });
    save();

    // Assess
    expect((screen.getByLabelText('Collection') as HTMLSelectElement).value).toBe('c-7');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls[0]?.body).toEqual({ notes: 'Blue ink' });
  });

  it("clears the target when left empty, and says 'Failed to update wishlist item' on a failure", async () => {
    // Prepare
    const api = fakeApi({ [UPDATE_ROUTE]: () => json({ message: 'down' }, 503) });
    const { onClose } = renderDialog(aWishlistItem({ targetPrice: 10 }));

    // Act
    fireEvent.change(screen.getByLabelText('Target price ($)'), { target: { value: '' } });
    save();

    // Assess
    await waitFor(() => expect(toastMessages()).toEqual([wishlistMessages.updateFailed]));
    expect((api.calls[0]?.body as { targetPrice: unknown }).targetPrice).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
