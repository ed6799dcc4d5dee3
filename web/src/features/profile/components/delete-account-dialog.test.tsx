import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { plans, type Plan } from '@shop-scanner/shared/plans';
import { configureApi } from '../../../lib/api-client';
import { DeleteAccountDialog } from './delete-account-dialog';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Renders the dialog of an account on `paidPlan` (undefined: a free account). */
const renderDialog = (paidPlan: Plan | undefined, answer: Response) => {
  const api = vi.fn<typeof fetch>(async () => answer);
  configureApi({
    baseUrl: '',
    getToken: async () => 'token',
    onUnauthorized: () => {},
    fetch: api,
  });
  const onDeleted = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DeleteAccountDialog paidPlan={paidPlan} onDeleted={onDeleted} onClose={() => {}} />
    </QueryClientProvider>,
  );
  return { api, onDeleted };
};

const typeAndConfirm = (text: string) => {
  fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
};

afterEach(cleanup);

describe('DeleteAccountDialog', () => {
  it('says that a paid plan is cancelled at once, and says nothing of a plan for a free account', () => {
    // Prepare + Act
    renderDialog(plans.premium, json({ status: 'deleted' }));
    const paid = screen.getByTestId('delete-account-plan').textContent;
    cleanup();
    renderDialog(undefined, json({ status: 'deleted' }));

    // Assess
    expect(paid).toContain('Your Premium plan is cancelled at Stripe first');
    expect(screen.queryByTestId('delete-account-plan')).toBeNull();
  });

  it('sends nothing until DELETE is typed out in capitals, and says so under the field', () => {
    // Prepare
    const { api, onDeleted } = renderDialog(plans.premium, json({ status: 'deleted' }));

    // Act
    typeAndConfirm('delete');

    // Assess
    expect(screen.getByText('Please type DELETE in capital letters to confirm')).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('deletes with the typed confirmation, and hands on the answer', async () => {
    // Prepare
    const { api, onDeleted } = renderDialog(plans.premium, json({ status: 'deleted' }));

    // Act
    typeAndConfirm('DELETE');

    // Assess
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith({ status: 'deleted' }));
    const [url, init] = api.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/account');
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(String(init?.body))).toEqual({ confirmation: 'DELETE' });
  });

  it("shows the server's refusal in the dialog, and the account is not taken as deleted", async () => {
    // Prepare
    const { onDeleted } = renderDialog(
      plans.premium,
      json({ message: 'The service is busy. Please try again in a moment.' }, 503),
    );

    // Act
    typeAndConfirm('DELETE');

    // Assess
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The service is busy. Please try again in a moment.',
    );
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
