// Prints one closing line "N passed, N failed" from the Vitest and Playwright JSON reports (plus the
// static checks' outcome written by scripts/test.mjs), for CI to read.
import { existsSync, readFileSync } from 'node:fs';

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

export function summarize() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const vitest = readJson('reports/vitest.json');
  if (vitest) {
    passed += vitest.numPassedTests ?? 0;
    failed += (vitest.numFailedTests ?? 0) + (vitest.numRuntimeErrorTestSuites ?? 0);
    skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  }
  const playwright = readJson('reports/playwright.json');
  if (playwright?.stats) {
    passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
    failed += playwright.stats.unexpected ?? 0;
    skipped += playwright.stats.skipped ?? 0;
  }
  const checks = readJson('reports/checks.json');
  if (checks) {
    passed += checks.passed ?? 0;
    failed += checks.failed ?? 0;
  }
  return { passed, failed, skipped };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, failed, skipped } = summarize();
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}
