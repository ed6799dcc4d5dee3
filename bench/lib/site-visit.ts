/**
 * The SPA's own files a signed-in shopper downloads when the app is new to their browser (a first
 * visit, or the first after a release): the pages of the cost profile opened one after the other
 * in Chromium with an empty cache, every response that is not the API counted once, compressed
 * with gzip as CloudFront would send it. The shell a visit fetches every time (index.html,
 * /config.json) is counted with each visit instead.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../web/e2e/chromium';
import { registerShopper } from './demo-pages';

export interface SiteDownload {
  readonly files: number;
  readonly gzipBytes: number;
  /** The largest files, for the report. */
  readonly largest: readonly { path: string; gzipBytes: number }[];
}

const isSiteFile = (pathname: string) =>
  !pathname.startsWith('/api') &&
  !pathname.startsWith('/auth') &&
  !pathname.startsWith('/cognito') &&
  pathname !== '/config.json';

export const siteDownloadOfVisit = async (
  origin: string,
  pages: readonly string[],
): Promise<SiteDownload> => {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    // Signed up in a context of its own, so the visit's cache starts empty.
    const signUp = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const first = await signUp.newPage();
    await registerShopper(first, origin);
    const storageState = await signUp.storageState();
    await signUp.close();

    const context = await browser.newContext({
      viewport: { width: 375, height: 800 },
      storageState,
    });
    const seen = new Map<string, number>();
    const page = await context.newPage();
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.origin !== origin || !isSiteFile(url.pathname) || seen.has(url.pathname)) return;
      if (response.request().method() !== 'GET' || response.status() !== 200) return;
      seen.set(url.pathname, 0);
      try {
        seen.set(url.pathname, gzipSync(await response.body(), { level: 9 }).length);
      } catch {
        // A body Chromium no longer holds (a navigation moved on): counted as a request only.
      }
    });
    for (const path of pages) {
      await page.goto(`${origin}${path}`);
      await page.waitForLoadState('networkidle');
    }
    await context.close();
    // Files only: a page's own address answers index.html, counted with every visit.
    const files = [...seen.entries()].filter(([path]) => /\.[a-z0-9]+$/i.test(path));
    return {
      files: files.length,
      gzipBytes: files.reduce((sum, [, bytes]) => sum + bytes, 0),
      largest: [...files]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([path, gzipBytes]) => ({ path, gzipBytes })),
    };
  } finally {
    await browser.close();
  }
};
