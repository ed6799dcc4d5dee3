/**
 * Draws the installed app's PNG icons from the favicon (web/public/favicon.svg), in Debian's
 * Chromium, into web/public/icons/. Run once when the logo changes, and commit the PNGs:
 *
 *   npx tsx scripts/pwa-icons/make-pwa-icons.ts
 *
 * - icon-192.png, icon-512.png: the favicon as it is (rounded tile, transparent corners), for the
 *   launchers that show an icon as drawn;
 * - icon-maskable-512.png: the tile filled to the edges, for launchers that cut their own shape
 *   (a circle, a squircle); the bars stay inside the maskable safe zone (the central circle of 40%
 *   of the size as radius) as the favicon already draws them;
 * - apple-touch-icon.png (180): the same full tile, because iOS rounds the corners itself and fills
 *   transparent ones with black.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../web/e2e/chromium';
import { repoRoot } from '../../local/src/paths';

const publicDir = path.join(repoRoot, 'web/public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
/** The favicon's tile without its rounded corners. */
const fullTile = favicon.replace(/\srx="[\d.]+"/, '');
if (fullTile === favicon) throw new Error('favicon.svg: the tile has no rx to square off');

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: fullTile },
  { file: 'apple-touch-icon.png', size: 180, svg: fullTile },
] as const;

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    await page.locator('svg').screenshot({
      path: path.join(publicDir, 'icons', file),
      omitBackground: true,
    });
    console.log(`web/public/icons/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
