/**
 * Chrome's own verdict on whether the app can be installed: the DevTools protocol's
 * Page.getInstallabilityErrors (the check behind Chrome's install button; Lighthouse 12 dropped
 * its PWA category, so this is what is left to ask). It needs a profile on disk: an incognito
 * context, as Playwright's are, is refused as such ("in-incognito"). Used by the e2e test and by
 * bench/sw-repeat-visit.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

export interface Installability {
  /** Chrome's error ids; none when the app is installable. */
  readonly errors: readonly string[];
  readonly manifestUrl: string;
  readonly manifestErrors: readonly string[];
  /** `<link rel="manifest">` elements in the page. */
  readonly manifestLinks: number;
}

export const installabilityOf = async (url: string): Promise<Installability> => {
  const profile = mkdtempSync(path.join(tmpdir(), 'shop-scanner-installability-'));
  const context = await chromium.launchPersistentContext(profile, chromiumLaunchOptions);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    // Installability is judged once the page has loaded and its manifest was read.
    await page.waitForLoadState('load');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const manifest = await cdp.send('Page.getAppManifest');
    return {
      errors: installabilityErrors.map((error) => error.errorId),
      manifestUrl: manifest.url,
      manifestErrors: manifest.errors.map((error) => error.message),
      manifestLinks: await page.locator('link[rel="manifest"]').count(),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
};
