/**
 * Debian's Chromium, as Playwright launches it here: browsers cannot be downloaded, and without
 * the networking flags Chromium floods the closed network with failed connections.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
