/**
 * Debian's Chromium and the flags it needs on this kind of machine: no GPU, no QUIC, a small
 * /dev/shm, running as root, and no background calls to Google's hosts (the network is closed).
 * Used by the Playwright config and by bench/. Never `npx playwright install`: no browser downloads.
 */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--disable-gpu',
    '--disable-quic',
    '--disable-dev-shm-usage',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
