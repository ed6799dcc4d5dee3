import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
/**
 * The edit form's code loads once the page has been drawn; until then the form is inert. Its
 * first import in a test run (the form and its validation, transformed) can take over a second.
 */
const formReady = () =>
  waitFor(
    () =>
      expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty(
        'disabled',
        false,
      ),
    { timeout: 5000 },
  );
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

  it('refuses an empty business name for a business account', async () => {
    // Prepare
    const business = aUser({ type: 'business', businessName: 'Ada Goods' });
    const { api } = renderProfile(business, () => json(business));
    await formReady();
    fireEvent.change(screen.getByLabelText('Business name'), { target: { value: '   ' } });

    // Act
    save();

    // Assess
    expect(screen.getByText(validationMessages.businessNameRequired)).toBeTruthy();
    // Nothing sent (the page's own read of the plan is not the form's).
    expect(api.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
    expect(toastMessages()).toEqual([]);
  });

  it('saves a change and shows it at once, merged into the session user', async () => {
    // Prepare
    const business = aUser({ type: 'business', businessName: 'Ada Goods' });
    const { api } = renderProfile(business, (body) => json({ ...business, ...(body as object) }));
    await formReady();
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

  it("draws the form inert, with the shopper's names, until its code is in", async () => {
    // Prepare + Act
    renderProfile(aUser({ type: 'business', businessName: 'Ada Goods' }), () => json({}));

    // Assess: the same form in the same place, nothing to type in or press yet.
    const form = screen.getByRole('form', { name: 'Edit profile' });
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByLabelText('Business name')).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('Business name')).toHaveProperty('value', 'Ada Goods');
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);

    // Assess: then the working form takes its place.
    await formReady();
    expect(screen.getByRole('form', { name: 'Edit profile' }).getAttribute('aria-busy')).toBeNull();
    expect(screen.getByLabelText('Business name')).toHaveProperty('readOnly', false);
  });
});
