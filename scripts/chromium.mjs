/**
 * The Chromium the browser tests and the Lighthouse audits drive (Debian's, `apt-get install -y chromium`), and the
 * flags both launch it with: no sandbox or GPU in a container, and none of the browser's own traffic (updates, sync,
 * QUIC) to disturb a measured or waited-for page.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
