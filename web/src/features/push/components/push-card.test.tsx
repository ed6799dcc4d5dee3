import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { pushMessages } from '@shop-scanner/shared/push-rules';
import { fakeApi, json } from '../../../test/api-fixtures';
import { toast } from '../../../lib/toast-store';
import { PushPermissionDenied, type DeviceSubscription, type PushDevice } from '../browser-push';
import { PushCard } from './push-card';

// The browser's Push API is not in jsdom: these tests give the card a device that behaves as a
// browser does (permission, one subscription at a time). The e2e test runs the real one in Chromium.
const SUBSCRIPTION: DeviceSubscription = {
  endpoint: 'https://push.example.test/send/abc',
  keys: { p256dh: 'BPkey', auth: 'authkey' },
};
const PREFERENCES = {
  priceAlerts: true,
  wishlistUpdates: true,
  newFeatures: false,
  weeklyDigest: true,
};

const aDevice = (overrides: Partial<PushDevice> = {}, subscribed = false): PushDevice => {
  let current: DeviceSubscription | null = subscribed ? SUBSCRIPTION : null;
  let permission: 'default' | 'granted' | 'denied' = subscribed ? 'granted' : 'default';
  return {
    supported: true,
    permission: () => permission,
    current: async () => current,
    subscribe: async () => {
      permission = 'granted';
      current = SUBSCRIPTION;
      return current;
    },
    unsubscribe: async () => {
      const endpoint = current?.endpoint ?? null;
      current = null;
      return endpoint;
    },
    ...overrides,
  };
};

const pushRoutes = (overrides: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    'GET /api/push/vapid-key': () => json({ publicKey: 'BKey' }),
    'GET /api/push/preferences': () => json(PREFERENCES),
    'POST /api/push/subscribe': () => json({ subscribed: true }),
    'DELETE /api/push/unsubscribe': () => json({ unsubscribed: true }),
    'PUT /api/push/preferences': ({ body }) =>
      json({ ...PREFERENCES, ...(body as { preferences: object }).preferences }),
    'POST /api/push/test': () => json({ sent: 1 }),
    ...overrides,
  });

const renderCard = (device: PushDevice) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <PushCard device={device} />
    </QueryClientProvider>,
  );

const toastMessages = () => toast.getSnapshot().map((t) => t.message);
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

afterEach(() => {
  cleanup();
  toast.getSnapshot().forEach((t) => toast.dismiss(t.id));
});

describe('PushCard', () => {
  it('says when the browser cannot receive notifications, and offers nothing to press', () => {
    renderCard(aDevice({ supported: false }));

    expect(screen.getByRole('heading', { name: pushMessages.unsupported })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says notifications are blocked and keeps the button disabled when permission is denied', async () => {
    pushRoutes();
    renderCard(aDevice({ permission: () => 'denied' }));

    expect(await screen.findByText(pushMessages.blocked)).toBeTruthy();
    const enable = screen.getByRole('button', { name: 'Turn on notifications' });
    await waitFor(() => expect(enable.hasAttribute('disabled')).toBe(true));
  });

  it('turns notifications on: subscribes with the server key, tells the server, shows the preferences', async () => {
    // Prepare
    const api = pushRoutes();
    const subscribe = vi.fn(aDevice().subscribe);
    renderCard(aDevice({ subscribe }));
    await screen.findByText(/Off for this device/);

    // Act
    press('Turn on notifications');

    // Assess
    expect(await screen.findByRole('checkbox', { name: /Price alerts/ })).toBeTruthy();
    expect(subscribe).toHaveBeenCalledWith('BKey');
    expect(api.calls.find((c) => c.path === '/api/push/subscribe')?.body).toEqual({
      subscription: SUBSCRIPTION,
    });
    expect(screen.getByRole('checkbox', { name: /New features/ })).toHaveProperty('checked', false);
    expect(toastMessages()).toEqual(['Notifications are on for this device']);
  });

  it("says permission was denied when the shopper refuses the browser's prompt", async () => {
    pushRoutes();
    renderCard(
      aDevice({
        subscribe: () => Promise.reject(new PushPermissionDenied()),
        permission: vi.fn().mockReturnValueOnce('default').mockReturnValue('denied'),
      }),
    );
    await screen.findByText(/Off for this device/);

    press('Turn on notifications');

    expect(await screen.findByText(pushMessages.blocked)).toBeTruthy();
    expect(toastMessages()).toEqual([pushMessages.permissionDenied]);
  });

  it('ends the browser subscription when the server does not take it, so the card never says on in vain', async () => {
    // Prepare
    pushRoutes({ 'POST /api/push/subscribe': () => json({ message: 'down' }, 503) });
    const unsubscribe = vi.fn(async () => SUBSCRIPTION.endpoint);
    renderCard(aDevice({ unsubscribe }));
    await screen.findByText(/Off for this device/);

    // Act
    press('Turn on notifications');

    // Assess
    await waitFor(() => expect(toastMessages()).toEqual([pushMessages.enableFailed]));
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(screen.getByText(/Off for this device/)).toBeTruthy();
  });

  it('tells the server again about a device already subscribed, and can turn it off', async () => {
    // Prepare
    const api = pushRoutes();
    renderCard(aDevice({}, true));
    await screen.findByText(/On for this device/);
    expect(api.count('POST /api/push/subscribe')).toBe(1);

    // Act
    press('Turn off');

    // Assess
    expect(await screen.findByText(/Off for this device/)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'DELETE')?.body).toEqual({
      endpoint: SUBSCRIPTION.endpoint,
    });
  });

  it('puts a toggle back and says so when the server refuses the change', async () => {
    // Prepare
    pushRoutes({ 'PUT /api/push/preferences': () => json({ message: 'down' }, 503) });
    renderCard(aDevice({}, true));
    const digest = await screen.findByRole('checkbox', { name: /Weekly digest/ });

    // Act
    fireEvent.click(digest);

    // Assess
    await waitFor(() => expect(toastMessages()).toEqual([pushMessages.preferencesFailed]));
    expect(screen.getByRole('checkbox', { name: /Weekly digest/ })).toHaveProperty('checked', true);
  });

  it('sends a test notification, and says when it could not', async () => {
    pushRoutes({ 'POST /api/push/test': () => json({ message: 'down' }, 503) });
    renderCard(aDevice({}, true));
    await screen.findByText(/On for this device/);

    press('Send a test notification');

    await waitFor(() => expect(toastMessages()).toEqual([pushMessages.testFailed]));
  });
});
