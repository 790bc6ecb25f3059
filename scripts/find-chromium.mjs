// Locates a Chromium for Playwright: $CHROMIUM_PATH, the system package, or Playwright's own download.
// Where none exists and we run as root on Debian, installs Debian's `chromium` package; otherwise says
// exactly what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The flags every headless Chromium of ours starts with (Playwright's end-to-end runs, the Lighthouse bench):
 * no sandbox (containers run as root), no GPU, no QUIC, and none of the background traffic (updates, sync)
 * that would add requests and CPU time to a measured page load. The bench adds --headless=new itself.
 */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

async function playwrightOwnChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export async function findChromium({ install = true } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.`);
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate)) ?? (await playwrightOwnChromium());
  if (found) return found;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && isRoot && existsSync('/etc/debian_version')) {
    console.log('No Chromium found: installing Debian package "chromium" (apt-get)...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const result = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status === 0 && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found for the end-to-end tests. Install one, then run the tests again:\n' +
      '  Debian/Ubuntu: sudo apt-get install chromium\n' +
      '  Fedora:        sudo dnf install chromium\n' +
      '  macOS:         brew install --cask chromium\n' +
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  findChromium().then(
    (path) => console.log(path),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
