/**
 * Prepares a shopper's price drops for the e2e tests the way the price-drop job records them
 * (`npm run seed:drops`, local/src/seed/price-drops-cli.ts: the drop and one more on the unread
 * count, through the table's own item builder), in the stack the e2e config started.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import type { PriceDrop } from '@shop-scanner/shared/wishlist';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A drop as the table keeps it: with the id of the shopper it belongs to. */
export type SeededDrop = PriceDrop & { readonly userId: string };

/** The signed-in shopper's id: the subject of the ID token the page keeps. */
export const signedInUserId = (page: Page): Promise<string> =>
  page.evaluate(() => {
    for (const storage of [localStorage, sessionStorage]) {
      const key = Object.keys(storage).find((k) => k.endsWith('.idToken'));
      const token = key ? storage.getItem(key) : null;
      if (!token) continue;
      const payload = token.split('.')[1] ?? '';
      const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
      return (JSON.parse(atob(base64)) as { sub: string }).sub;
    }
    throw new Error('No ID token in the page: is the shopper signed in?');
  });

export const seedPriceDrops = async (drops: readonly SeededDrop[]): Promise<void> => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through web/playwright.config.ts');
  await promisify(execFile)('npm', ['run', '--silent', 'seed:drops', '--', JSON.stringify(drops)], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    timeout: 60_000,
  });
};
