// What the production build is made from, as one hash: every file under client/, server/, shared/, content/ and
// scripts/ (tests aside) and the root files that configure the build. `npm start` rebuilds when it changes
// (scripts/build.mjs). A content hash, not modification times: a checkout, a copy or a `touch` changes
// times without changing what gets built.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const INPUT_FOLDERS = ['client', 'server', 'shared', 'content', 'scripts'];
export const INPUT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts'];
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

function listFiles(root, folder) {
  const files = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(root, relative));
    else if (entry.isFile() && !TEST_FILE.test(entry.name)) files.push(relative);
  }
  return files;
}

/** The input files, relative to root with forward slashes, sorted. */
export function buildInputFiles(root) {
  return [...INPUT_FOLDERS.flatMap((folder) => listFiles(root, folder)), ...INPUT_FILES].sort();
}

/** sha256 over each input's path, length and content: a renamed, added, removed or edited input changes it. */
export function hashBuildInputs(root) {
  const hash = createHash('sha256');
  for (const file of buildInputFiles(root)) {
    const content = readFileSync(path.join(root, file));
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex');
}
