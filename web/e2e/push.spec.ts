/**
 * Push notifications end to end: the profile's push card in Chromium, the real service worker,
 * the server's calls, and the local push service (web-push-testing) in the role of the browser
 * vendor's. Chromium cannot reach its vendor's push service from here, so the page's
 * `pushManager.subscribe` (and `getSubscription`, which answers what it made) subscribes at the
 * local service instead; everything else is real. What the service received is decrypted there,
 * then handed to the page's real service worker (the DevTools protocol's push delivery), which
 * shows it.
 */
import { expect, test } from '@playwright/test';
import { pushMessages } from '@shop-scanner/shared/push-rules';
import { demoCatalogueLoaded } from './catalogue';
import { newAccount, register, toast } from './helpers';
import {
  deliverToServiceWorker,
  shownNotifications,
  subscribeAtLocalPushService,
} from './local-push';

test.use({ permissions: ['notifications'] });

test.beforeEach(async ({ request }) => {
  await demoCatalogueLoaded(request);
});

for (const width of [375, 1280]) {
  test(`turns push on, sends a test that arrives and shows, keeps the switches, turns off (${width} px)`, async ({
    page,
  }) => {
    // Prepare
    await page.setViewportSize({ width, height: 900 });
    const pushService = await subscribeAtLocalPushService(page);
    await register(page, newAccount('consumer'));
    await expect(page).toHaveURL('/');
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Push notifications' });
    await expect(card.getByText(/Off for this device/)).toBeVisible();

    // Act: on
    await card.getByRole('button', { name: 'Turn on notifications' }).click();

    // Assess: on, with the spec's default switches
    await expect(toast(page, 'Notifications are on for this device')).toBeVisible();
    await expect(card.getByRole('checkbox', { name: /Price alerts/ })).toBeChecked();
    await expect(card.getByRole('checkbox', { name: /Wishlist updates/ })).toBeChecked();
    await expect(card.getByRole('checkbox', { name: /New features/ })).not.toBeChecked();
    await expect(card.getByRole('checkbox', { name: /Weekly digest/ })).toBeChecked();
    await page.screenshot({ path: test.info().outputPath(`push-card-on-${width}.png`) });

    // Act: a test message
    await card.getByRole('button', { name: 'Send a test notification' }).click();

    // Assess: it reached the push service, encrypted for this device, and the worker shows it
    await expect(toast(page, 'Test notification sent')).toBeVisible();
    await expect.poll(async () => (await pushService.received()).length).toBe(1);
    const [message] = await pushService.received();
    expect(message).toMatchObject({ kind: 'test', title: 'Shop Scanner' });
    await deliverToServiceWorker(page, message);
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([{ title: 'Shop Scanner', body: message!.body, data: { url: message!.url } }]);

    // Act: a switch, kept by the server
    await card.getByRole('checkbox', { name: /Weekly digest/ }).uncheck();
    await page.reload();

    // Assess
    await expect(card.getByRole('checkbox', { name: /Weekly digest/ })).not.toBeChecked();
    await expect(card.getByRole('checkbox', { name: /Price alerts/ })).toBeChecked();

    // Act: off
    await card.getByRole('button', { name: 'Turn off' }).click();

    // Assess
    await expect(toast(page, 'Notifications are off for this device')).toBeVisible();
    await expect(card.getByText(/Off for this device/)).toBeVisible();
    await expect(card.getByText(pushMessages.blocked)).toHaveCount(0);
  });
}
