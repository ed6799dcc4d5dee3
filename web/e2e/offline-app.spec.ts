/**
 * The installable app in Chromium, against the whole local stack: the service worker the app
 * registers at start-up, its precache (the app opens offline), what it must leave to the network
 * (the API, never answered with index.html), Chrome's own installability check, the install
 * prompt (30 s with the page's clock controlled, and the 7 days after Later), and the update flow
 * with a second version of sw.js served.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { installabilityOf } from './installability';
import { controlledByAppWorker } from './offline-helpers';

const swFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/sw.js');
const DAY_MS = 24 * 60 * 60 * 1000;

const landingTitle = (page: Page) => page.locator('#hero-title');

test.describe('offline', () => {
  test('after a first visit, the app opens and reloads without a connection', async ({
    page,
    context,
  }) => {
    // Prepare: a first visit, online; the worker installs once the page is idle
    await page.goto('/');
    await expect(landingTitle(page)).toBeVisible();
    await controlledByAppWorker(page);

    // Act
    await context.setOffline(true);
    await page.reload();

    // Assess: the landing page, from the precache, with its configuration's last copy
    await expect(landingTitle(page)).toBeVisible();

    // Act: another route, opened by its address, then reloaded
    await page.goto('/products');
    await expect(page.getByRole('heading', { name: 'Product Database' })).toBeVisible();
    await page.reload();

    // Assess
    await expect(page.getByRole('heading', { name: 'Product Database' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('online, with the worker in control', () => {
  test('API navigations and fetches reach the API, never the app shell', async ({ page }) => {
    // Prepare
    await page.goto('/');
    await controlledByAppWorker(page);

    // Act
    const fetched = await page.evaluate(async () => {
      const res = await fetch('/api/products/stats');
      return { type: res.headers.get('content-type'), body: await res.text() };
    });
    const navigated = await page.goto('/api/products/stats');
    const unknownApi = await page.goto('/api/no-such-route');
    const unknownApiBody = await unknownApi?.text();
    const config = await page.goto('/config.json');

    // Assess: JSON from the API each time (a 404 for the unknown route, not the app)
    expect(fetched.type).toContain('application/json');
    expect(() => JSON.parse(fetched.body) as unknown).not.toThrow();
    expect(navigated?.headers()['content-type']).toContain('application/json');
    expect(navigated?.fromServiceWorker()).toBe(false);
    expect(unknownApi?.status()).toBe(404);
    expect(unknownApiBody).not.toContain('<div id="root">');
    expect(config?.headers()['content-type']).toContain('application/json');
  });

  test('the app is installable: Chrome finds no installability error', async ({ baseURL }) => {
    // Act
    const found = await installabilityOf(`${baseURL}/`);

    // Assess: one manifest, read without errors, and nothing missing for Chrome to install it
    expect(found).toEqual({
      errors: [],
      manifestUrl: `${baseURL}/manifest.webmanifest`,
      manifestErrors: [],
      manifestLinks: 1,
    });
  });
});

/** What Chromium dispatches when the app can be installed; the page's Install calls prompt(). */
const offerInstallation = (page: Page) =>
  page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { installPrompted: boolean }).installPrompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });

const installPrompt = (page: Page) => page.getByRole('region', { name: 'Install Shop Scanner' });

/** Counts the page's requests for the install prompt's code (it asks at 30 s, not before). */
const watchInstallPromptCode = (page: Page) => {
  let requests = 0;
  page.on('request', (request) => {
    if (/\/assets\/install-prompt-[^/]*\.js$/.test(new URL(request.url()).pathname)) requests++;
  });
  return () => requests;
};

/**
 * Opens the landing page, offers installation, and lets the clock run until `seconds` have passed
 * by the page's performance.now() (which, under the controlled clock, counts from its install;
 * the page's loading, however slow the machine, is part of those seconds).
 */
const visitFor = async (page: Page, seconds: number) => {
  await page.goto('/');
  await expect(landingTitle(page)).toBeVisible();
  await offerInstallation(page);
  const now = await page.evaluate(() => performance.now());
  await page.clock.runFor(Math.max(0, seconds * 1000 - now));
};

for (const width of [375, 1280]) {
  test(`the install prompt: after 30 s, not again after Later, again after 7 days (${width} px)`, async ({
    page,
  }) => {
    // Prepare
    await page.setViewportSize({ width, height: 800 });
    await page.clock.install();
    const installPromptCode = watchInstallPromptCode(page);

    // Act: 29 s into the visit
    await visitFor(page, 29);

    // Assess: not yet, nor its code
    await expect(installPrompt(page)).toHaveCount(0);
    expect(installPromptCode()).toBe(0);

    // Act
    await page.clock.runFor(1_000);

    // Assess: shown, clear of the help button; Install asks the browser
    const prompt = installPrompt(page);
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('heading', { name: 'Install Shop Scanner' })).toBeVisible();
    const box = (await prompt.boundingBox())!;
    const help = (await page.getByRole('button', { name: 'Help' }).boundingBox())!;
    expect(box.y + box.height <= help.y || box.x + box.width <= help.x).toBe(true);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await page.screenshot({
      path: test.info().outputPath(`install-prompt-${width}.png`),
      animations: 'disabled',
    });

    // Act: Later
    await prompt.getByRole('button', { name: 'Later' }).click();

    // Assess: gone, and not on the next visit
    await expect(installPrompt(page)).toHaveCount(0);
    await visitFor(page, 31);
    await expect.poll(installPromptCode).toBe(2);
    await expect(installPrompt(page)).toHaveCount(0);

    // Act: seven days on
    await page.clock.fastForward(7 * DAY_MS);
    await visitFor(page, 31);

    // Assess: back; Install opens the browser's installation
    await expect(installPrompt(page)).toBeVisible();
    await installPrompt(page).getByRole('button', { name: 'Install' }).click();
    await expect(installPrompt(page)).toHaveCount(0);
    expect(
      await page.evaluate(
        () => (window as unknown as { installPrompted?: boolean }).installPrompted,
      ),
    ).toBe(true);
  });
}

test.describe('the update flow', () => {
  let original: string;
  test.beforeAll(() => {
    original = readFileSync(swFile, 'utf8');
  });
  test.afterAll(() => {
    writeFileSync(swFile, original);
  });

  for (const width of [375, 1280]) {
    test(`a new version waits until the shopper reloads, then takes over once (${width} px)`, async ({
      page,
    }) => {
      // Prepare: version one controls the page
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/products');
      await controlledByAppWorker(page);
      const first = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
      await page.evaluate(() => {
        (window as unknown as { before: boolean }).before = true;
      });

      // Act: a release replaces sw.js, and the browser checks for it
      writeFileSync(swFile, `${original}\n// a second version (${width})\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());

      // Assess: the notice; the new worker waits, the page is still the one it was
      const notice = page
        .locator('.toast')
        .filter({ hasText: 'A new version of Shop Scanner is ready' });
      await expect(notice).toBeVisible();
      expect(
        await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting)),
      ).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(
        true,
      );
      await page.screenshot({
        path: test.info().outputPath(`update-notice-${width}.png`),
        animations: 'disabled',
      });

      // Act
      const reloaded = page.waitForEvent('load');
      await notice.getByRole('button', { name: 'Reload' }).click();
      await reloaded;

      // Assess: a fresh page under the new worker, nothing waiting, no notice
      await expect(page.getByRole('heading', { name: 'Product Database' })).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { before?: boolean }).before),
      ).toBeUndefined();
      const after = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return {
          waiting: Boolean(registration.waiting),
          controller: navigator.serviceWorker.controller?.scriptURL,
        };
      });
      expect(after).toEqual({ waiting: false, controller: first });
      await expect(notice).toHaveCount(0);
    });
  }
});
