import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { wishlistMessages } from '@shop-scanner/shared/wishlist-rules';
import { fakeApi, json } from '../../../test/api-fixtures';
import { renderAt, signedIn } from '../../../test/render-at';
import { aCollection, isolateEachTest, toastMessages } from '../test/wishlist-fixtures';
import { CollectionDialog } from './collection-dialog';

const renderDialog = (collection?: ReturnType<typeof aCollection>) => {
  const onClose = vi.fn();
  renderAt(
    '/wishlist',
    '/wishlist',
    <CollectionDialog collection={collection} onClose={onClose} />,
    signedIn(),
  );
  return { onClose };
};

describe('the collection dialog', () => {
  isolateEachTest();

  it("says a name is required, too short or too long, and a description too long, in the spec's words", async () => {
    // Prepare
    const api = fakeApi({});
    renderDialog();
    const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create collection' }));
    const name = screen.getByLabelText(/^Name/);

    // Act + Assess
    fireEvent.change(name, { target: { value: '   ' } });
    create();
    expect(await screen.findByText(wishlistMessages.collectionNameRequired)).toBeTruthy();

    fireEvent.change(name, { target: { value: 'ab' } });
    create();
    expect(await screen.findByText(wishlistMessages.collectionNameTooShort)).toBeTruthy();

    fireEvent.change(name, { target: { value: 'n'.repeat(51) } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'd'.repeat(201) } });
    create();
    expect(await screen.findByText(wishlistMessages.collectionNameTooLong)).toBeTruthy();
    expect(screen.getByText(wishlistMessages.descriptionTooLong)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("creates a collection, private unless chosen, and says 'Collection created!'", async () => {
    // Prepare
    const api = fakeApi({ 'POST /api/wishlist/collections': () => json(aCollection(), 201) });
    const { onClose } = renderDialog();

    // Act
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: ' Kitchen ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create collection' }));

    // Assess
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls[0]?.body).toEqual({ name: 'Kitchen', description: '', isPublic: false });
    expect(toastMessages()).toEqual([wishlistMessages.collectionCreated]);
  });

  it('edits a collection, starting from what it holds', async () => {
    // Prepare
    const api = fakeApi({
      'PUT /api/wishlist/collections/c-1': () => json(aCollection({ isPublic: true })),
    });
    const { onClose } = renderDialog(aCollection());

    // Act
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Birthday gifts');
    fireEvent.click(screen.getByLabelText(/^Public/));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Assess
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls[0]?.body).toEqual({
      name: 'Birthday gifts',
      description: 'For June',
      isPublic: true,
    });
  });

  it("says 'Failed to create collection' when the server fails", async () => {
    // Prepare
    fakeApi({ 'POST /api/wishlist/collections': () => json({ message: 'down' }, 500) });
    const { onClose } = renderDialog();

    // Act
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Kitchen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create collection' }));

    // Assess
    await waitFor(() => expect(toastMessages()).toEqual([wishlistMessages.collectionCreateFailed]));
    expect(onClose).not.toHaveBeenCalled();
  });
});
