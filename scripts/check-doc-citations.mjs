// Code and docs cite only documents inside the repository (docs/design.md section 7): this fails when a
// tracked file cites a document outside it (the old DESIGN.md / SECURITY.md / STYLE.md / spec file names,
// ../shared) or a docs/ section, item or decision record that does not exist, and when a decision record has no
// Date or Status line (docs/style.md).
//
//   node scripts/check-doc-citations.mjs          check, exit 1 with file:line for every bad citation
//   node scripts/check-doc-citations.mjs --fix    rewrite the old citations to the docs/ files, then check
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const SELF = 'scripts/check-doc-citations.mjs';
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|css|html|json|ya?ml)$/;
const SKIPPED = new Set([SELF, 'package-lock.json']);

/** Old name (optionally with the path it was read from) -> the repository's document. */
const OUTSIDE_PREFIX = String.raw`(?:(?:\.\.\/|\/work\/)?shared\/|(?<![\w/.]))`;
const NUMBERS = String.raw`\d+(?:\.\d+)?(?:(?:, | and | or |-|\/)\d+(?:\.\d+)?)*`;

export function rewriteCitations(text) {
  return (
    text
      .replace(new RegExp(`${OUTSIDE_PREFIX}DESIGN\\.md,? (sections?) (${NUMBERS})`, 'g'), 'docs/design.md $1 $2')
      .replace(new RegExp(`${OUTSIDE_PREFIX}DESIGN\\.md,? (${NUMBERS})(?![\\w])`, 'g'), (_match, numbers) => `docs/design.md ${/ and | or |, /.test(numbers) ? 'sections' : 'section'} ${numbers}`)
      .replace(new RegExp(`${OUTSIDE_PREFIX}DESIGN\\.md`, 'g'), 'docs/design.md')
      .replace(new RegExp(`${OUTSIDE_PREFIX}SECURITY\\.md`, 'g'), 'docs/security.md')
      .replace(new RegExp(`${OUTSIDE_PREFIX}STYLE\\.md`, 'g'), 'docs/style.md')
      .replace(/(?:\.\.\/|\/work\/)?shared\/spec\/000_e9696576cccc823e\.txt/g, 'docs/product.md')
      .replace(/\b[Tt]he spec(?:'s)? (sections?) (\d)/g, 'docs/product.md $1 $2')
      .replace(/\b[Ss]pec (sections?) (\d)/g, 'docs/product.md $1 $2')
      // The spec's screen subsections ("Journeys", "Discover (swipe)", ...) are all in its section 2.
      .replace(/\b[Ss]pec "([^"]+)"/g, 'docs/product.md section 2 ("$1")')
  );
}

/** Headings "## N." / "### N.M" of a docs file -> the set of citable numbers. */
function numbersOf(path) {
  const numbers = new Set();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const heading = /^#{2,3} (\d+(?:\.\d+)?)[.\s]/.exec(line);
    if (heading) numbers.add(heading[1]);
  }
  return numbers;
}

const OUTSIDE = [
  { pattern: /(?<![\w/.])(DESIGN|SECURITY|STYLE)\.md/, reason: 'cites a document outside the repository' },
  { pattern: /\/work\/shared\/|000_e9696576cccc823e/, reason: 'cites a file outside the repository' },
  { pattern: /\b[Ss]pec sections? \d/, reason: 'cites the spec (cite docs/product.md section N)' },
  { pattern: /\b[Ss]pec "/, reason: 'cites a screen of the spec (cite docs/product.md section 2 ("Screen"))' },
];
const INSIDE = /docs\/(product|design|security)\.md,? (sections?|items?) (\d+(?:\.\d+)?(?:(?:, | and | or |-|\/)\d+(?:\.\d+)?)*)/g;
const DOCUMENT_LINK = /docs\/([\w-]+\.md)/g;
const DECISION = /docs\/decisions\/(\d{3})/g;

export function findProblems(files) {
  const sections = {
    product: numbersOf('docs/product.md'),
    design: numbersOf('docs/design.md'),
    security: numbersOf('docs/security.md'),
  };
  const decisions = new Set(readdirSync('docs/decisions').map((name) => name.slice(0, 3)));
  const problems = [];
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const where = `${file}:${index + 1}`;
      for (const { pattern, reason } of OUTSIDE) if (pattern.test(line)) problems.push(`${where}: ${reason}: ${line.trim()}`);
      // A relative path to a shared/ folder that climbs above the repository's root (../shared beside it).
      for (const [, climb] of line.matchAll(/((?:\.\.\/)+)shared\//g)) {
        if (climb.length / 3 > file.split('/').length - 1) problems.push(`${where}: cites a file outside the repository: ${line.trim()}`);
      }
      for (const [, document, , list] of line.matchAll(INSIDE)) {
        for (const number of list.split(/, | and | or |-|\//)) {
          if (!sections[document].has(number)) problems.push(`${where}: docs/${document}.md has no section or item ${number}`);
        }
      }
      for (const [, name] of line.matchAll(DOCUMENT_LINK)) {
        if (!existsSync(`docs/${name}`)) problems.push(`${where}: docs/${name} does not exist`);
      }
      for (const [, number] of line.matchAll(DECISION)) {
        if (!decisions.has(number)) problems.push(`${where}: no decision record docs/decisions/${number}`);
      }
    });
  }
  return problems;
}

/** docs/style.md: every decision record says when it was taken and where it stands. */
export function findUndatedDecisions() {
  return readdirSync('docs/decisions')
    .filter((name) => name.endsWith('.md'))
    .flatMap((name) => {
      const text = readFileSync(`docs/decisions/${name}`, 'utf8');
      const missing = [/^- (\*\*)?Date(\*\*)?: \d{4}-\d{2}-\d{2}/m, /^- (\*\*)?Status(\*\*)?: \S/m].filter((pattern) => !pattern.test(text));
      return missing.length === 0 ? [] : [`docs/decisions/${name}: needs a "- Date: YYYY-MM-DD" and a "- Status: ..." line`];
    });
}

function trackedTextFiles() {
  return execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && TEXT_FILE.test(file) && !SKIPPED.has(file) && existsSync(file));
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const files = trackedTextFiles();
  if (process.argv.includes('--fix')) {
    let changed = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const fixed = rewriteCitations(text);
      if (fixed !== text) {
        writeFileSync(file, fixed);
        changed += 1;
      }
    }
    console.log(`rewrote citations in ${changed} file(s)`);
  }
  const problems = [...findProblems(files), ...findUndatedDecisions()];
  for (const problem of problems) console.error(problem);
  console.log(problems.length === 0 ? 'doc citations: ok' : `doc citations: ${problems.length} problem(s)`);
  process.exit(problems.length === 0 ? 0 : 1);
}
