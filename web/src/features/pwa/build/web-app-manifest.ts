/**
 * The web app manifest, written by vite-plugin-pwa at build time (vite.config.ts) as
 * `/manifest.webmanifest`, linked from the built index.html and precached with the app. Its colours
 * are read from the design tokens of `src/styles.css`, so the installed app's splash screen and
 * title bar cannot drift from the page's own colours. The PNG icons in `public/icons/` are drawn
 * from the favicon by `scripts/pwa-icons/make-pwa-icons.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ManifestOptions } from 'vite-plugin-pwa';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const stylesPath = path.join(webDir, 'src/styles.css');

/** A custom property's value as `:root` in the global sheet declares it. */
export const designToken = (css: string, name: string): string => {
  const value = new RegExp(`^\\s*--${name}:\\s*([^;]+);`, 'm').exec(css)?.[1]?.trim();
  if (!value) throw new Error(`styles.css declares no --${name}`);
  return value;
};

export const webAppManifest = (
  css = readFileSync(stylesPath, 'utf8'),
): Partial<ManifestOptions> => ({
  // A stable identity: the installed app stays the same app if start_url ever changes.
  id: '/',
  name: 'Shop Scanner',
  short_name: 'Shop Scanner',
  description:
    'Product Authenticity & Price Comparison. Scan barcodes, check stores and compare prices before you buy.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  categories: ['shopping'],
  theme_color: designToken(css, 'color-primary'),
  background_color: designToken(css, 'color-bg'),
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
});
