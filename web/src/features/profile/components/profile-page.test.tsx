import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { validationMessages } from '@shop-scanner/shared/messages';
import type { Subscription } from '@shop-scanner/shared/subscription';
import type { User } from '@shop-scanner/shared/user';
import { aSubscription } from '../../../test/api-fixtures';
import { configureApi } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { aSession, aUser, WithSession } from '../../../test/session-fixtures';
import { ProfilePage } from './profile-page';

/** A session that really merges updates, as the AuthProvider does. */
const LiveSession = ({ user }: { user: User }) => {
  const [current, setCurrent] = useState(user);
  const session = aSession(
    { status: 'signed-in', user: current },
    { mergeUser: (patch) => setCurrent((u) => ({ ...u, ...patch })) },
  );
  return (
    <WithSession session={session}>
      <ProfilePage />
    </WithSession>
  );
};

const renderProfile = (
  user: User,
  answer: (body: unknown) => Response,
  subscription: Subscription = aSubscription(),
) => {
  const api = vi.fn<typeof fetch>(async (url, init) =>
    String(url).endsWith('/api/subscription')
      ? json(subscription)
      : answer(JSON.parse(String(init?.body))),
  );
  configureApi({
    baseUrl: '',
    getToken: async () => 'token',
    onUnauthorized: () => {},
    fetch: api,
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LiveSession user={user} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { api };
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
const toastMessages = () => toast.getSnapshot().map((t) => t.message);

afterEach(() => {
  cleanup();
  toast.getSnapshot().forEach((t) => toast.dismiss(t.id));
});

describe('ProfilePage', () => {
  it("shows the session's user without asking for the profile again", () => {
    // Prepare + Act
    const { api } = renderProfile(aUser({ name: 'Ada Shopper' }), () => json({}));

    // Assess
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    const asked = api.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => !url.endsWith('/api/subscription'))).toEqual([]);
  });

  it('shows the plan of the subscription, not the copy the session took at sign-in', async () => {
    renderProfile(aUser({ plan: 'free' }), () => json({}), aSubscription({ planId: 'annual' }));

    expect(await screen.findByText('Annual')).toBeTruthy();
    expect(screen.getByTestId('profile-plan').textContent).toBe('Annual');
  });

  it('refuses an empty business name for a business account', () => {
    // Prepare
    const business = aUser({ type: 'business', businessName: 'Ada Goods' });
    const { api } = renderProfile(business, () => json(business));
    fireEvent.change(screen.getByLabelText('Business name'), { target: { value: '   ' } });

    // Act
    save();

    // Assess
    expect(screen.getByText(validationMessages.businessNameRequired)).toBeTruthy();
    expect(api).not.toHaveBeenCalled();
    expect(toastMessages()).toEqual([]);
  });

  it('saves a change and shows it at once, merged into the session user', async () => {
    // Prepare
    const business = aUser({ type: 'business', businessName: 'Ada Goods' });
    const { api } = renderProfile(business, (body) => json({ ...business, ...(body as object) }));
    fireEvent.change(screen.getByLabelText('Business name'), { target: { value: 'Ada & Co' } });

    // Act
    save();

    // Assess
    expect(await screen.findByText('Ada & Co', { selector: 'dd' })).toBeTruthy();
    const updates = api.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(updates).toHaveLength(1);
    expect(JSON.parse(String(updates[0]![1]!.body))).toEqual({
      name: 'Ada Shopper',
      businessName: 'Ada & Co',
    });
    expect(toastMessages()).toEqual(['Profile updated']);
  });
});
