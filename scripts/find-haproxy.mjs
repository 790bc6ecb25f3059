// Locates haproxy for the multi-instance rolling-restart test (server/deploy.int.test.ts): $HAPROXY_PATH or
// the system package. Where none exists and we run as root on Debian, installs Debian's `haproxy` package
// (the same way find-chromium.mjs installs Chromium); otherwise says exactly what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy', '/usr/local/bin/haproxy'];

export async function findHaproxy({ install = true } = {}) {
  const fromEnv = process.env.HAPROXY_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`HAPROXY_PATH is set to ${fromEnv}, which does not exist.`);
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && isRoot && existsSync('/etc/debian_version')) {
    console.log('No haproxy found: installing Debian package "haproxy" (apt-get)...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const result = spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const installed = CANDIDATES.find((candidate) => existsSync(candidate));
    if (result.status === 0 && installed) return installed;
  }
  throw new Error(
    'No haproxy found for the rolling-restart test (it will be skipped). Install it, then run the tests again:\n' +
      '  Debian/Ubuntu: sudo apt-get install haproxy\n' +
      '  Fedora:        sudo dnf install haproxy\n' +
      '  macOS:         brew install haproxy\n' +
      'or point HAPROXY_PATH at an existing haproxy binary.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  findHaproxy().then(
    (path) => console.log(path),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
