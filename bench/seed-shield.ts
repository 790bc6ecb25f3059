/**
 * The seed shield's catch rate and false-positive rate over its corpus
 * (server/modules/messages/scam-shield/corpus/, docs/decisions/043-seed-shield.md). Figures only, no timing:
 * `node --import tsx bench/seed-shield.ts` (PHRASES=50 for more phrases a length).
 */
import { measureSeedShield } from '../server/modules/messages/scam-shield/corpus/measure';
import { DISGUISES } from '../server/modules/messages/scam-shield/corpus/disguises';

const phrasesPerLength = Number(process.env.PHRASES ?? 10);
const { disguised, normal } = measureSeedShield({ phrasesPerLength, seed: Number(process.env.SEED ?? 39) });
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(2)}%`;
const catchRate = disguised.blocked / disguised.total;
const falseRate = normal.falselyBlocked / normal.total;

console.log(
  `disguised phrases: ${disguised.blocked}/${disguised.total} blocked (${percent(disguised.blocked, disguised.total)}), ${DISGUISES.length} disguises x ${phrasesPerLength * 2} phrases (12 and 24 words)`,
);
for (const [name, missed] of Object.entries(disguised.missedBy)) console.log(`  missed ${missed}x: ${name}`);
console.log(`ordinary chat: ${normal.falselyBlocked}/${normal.total} falsely blocked (${percent(normal.falselyBlocked, normal.total)})`);
const passed = catchRate >= 0.95 && falseRate < 0.01;
console.log(`${passed ? 'PASS' : 'FAIL'}: targets >= 95% blocked, < 1% falsely blocked`);
if (!passed) process.exitCode = 1;
