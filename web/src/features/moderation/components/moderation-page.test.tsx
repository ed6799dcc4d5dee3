import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EditSuspension, PendingEdit } from '@shop-scanner/shared/moderation';
import { aSession, aUser } from '../../../test/session-fixtures';
import { fakeApi, json } from '../../../test/api-fixtures';
import { renderAt, signedIn } from '../../../test/render-at';
import { ModerationPage } from './moderation-page';

const staff = () =>
  aSession({ status: 'signed-in', user: aUser({ id: 'staff-1', isSupportStaff: true }) });

const aPendingEdit = (): PendingEdit => ({
  id: '1764244800000-0123456789abcdef',
  productId: 'p-1',
  productName: 'Point 88 Fineliner',
  at: '2026-11-27T12:00:00.000Z',
  editorRef: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  changes: { brand: { from: 'Stabilo', to: 'Knock-Off' } },
});

const aSuspension = (): EditSuspension => ({
  editorRef: 'f6e5d4c3b2a1f6e5d4c3b2a1',
  reason: 'Renames products to spam',
  suspendedAt: '2026-11-26T09:00:00.000Z',
  productId: 'p-2',
});

const renderPage = (session = staff()) =>
  renderAt('/support/staff/moderation', '/support/staff/moderation', <ModerationPage />, session);

describe('the moderation page', () => {
  it('tells someone who is not staff that it is not theirs, and asks the server nothing', () => {
    // Prepare
    const api = fakeApi({});

    // Act
    renderPage(signedIn());

    // Assess
    expect(screen.getByRole('heading', { name: 'Not available' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('lists the edits waiting for review with what they change, and the suspensions with why', async () => {
    // Prepare
    fakeApi({
      '/api/moderation/pending-edits': () => json({ pendingEdits: [aPendingEdit()] }),
      '/api/moderation/suspensions': () => json({ suspensions: [aSuspension()] }),
    });

    // Act
    renderPage();

    // Assess
    const pending = await screen.findByTestId('pending-edit');
    expect(pending.textContent).toContain('Brand: Stabilo → Knock-Off');
    expect(
      within(pending).getByRole('link', { name: 'Point 88 Fineliner' }).getAttribute('href'),
    ).toBe('/products/p-1');
    const suspension = await screen.findByTestId('suspension');
    expect(suspension.textContent).toContain('Renames products to spam');
    expect(suspension.textContent).toContain('Editor f6e5d4c3');
  });

  it('rejects only with a reason, and sends it', async () => {
    // Prepare
    const api = fakeApi({
      '/api/moderation/pending-edits': () => json({ pendingEdits: [aPendingEdit()] }),
      '/api/moderation/suspensions': () => json({ suspensions: [] }),
      [`POST /api/moderation/products/p-1/pending-edits/${aPendingEdit().id}/reject`]: () =>
        json({ message: 'Edit rejected' }),
    });
    renderPage();
    fireEvent.click(
      within(await screen.findByTestId('pending-edit')).getByRole('button', { name: 'Reject' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject this edit' });

    // Act: first without a reason, then with one
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject edit' }));
    const refusedAtOnce = api.calls.filter((c) => c.method === 'POST').length;
    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: 'Not the maker' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject edit' }));

    // Assess
    expect(refusedAtOnce).toBe(0);
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Not the maker' }),
    );
  });

  it('shows the server’s reason when an approval is refused (the product moved on)', async () => {
    // Prepare
    const outdated =
      'The product changed since this edit was sent (brand): it cannot be applied as it was. Reject it, or ask the contributor to edit again.';
    fakeApi({
      '/api/moderation/pending-edits': () => json({ pendingEdits: [aPendingEdit()] }),
      '/api/moderation/suspensions': () => json({ suspensions: [] }),
      [`POST /api/moderation/products/p-1/pending-edits/${aPendingEdit().id}/approve`]: () =>
        json({ message: outdated }, 409),
    });
    renderPage();

    // Act
    fireEvent.click(
      within(await screen.findByTestId('pending-edit')).getByRole('button', { name: 'Approve' }),
    );

    // Assess
    expect((await screen.findByRole('alert')).textContent).toBe(outdated);
  });
});
