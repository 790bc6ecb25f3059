/**
 * `npm run bench`: every benchmark in turn, each printing its figures and PASS/FAIL against its budget.
 * Each compares against a baseline measured in the same run (raw node:http, bare ws, a Vite scaffold,
 * brute force, the same run's quiet phase). Needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL) and Redis for the live
 * and Redis-hang benches.
 */
import { spawnSync } from 'node:child_process';

const BENCHES = ['bundle-size.ts', 'cryptos-throughput.ts', 'matching.ts', 'live-delivery.ts', 'login-burst.ts', 'startup.ts', 'redis-hang.ts', 'sigterm-inflight.ts'];
let failures = 0;
for (const bench of BENCHES) {
  console.log(`\n=== bench/${bench}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `bench/${bench}`], { stdio: 'inherit' });
  if (result.status !== 0) failures += 1;
}
console.log(`\n${BENCHES.length - failures} of ${BENCHES.length} benchmarks met their budgets`);
process.exit(failures === 0 ? 0 : 1);
