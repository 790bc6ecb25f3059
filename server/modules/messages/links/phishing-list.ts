/**
 * MetaMask's maintained phishing list, as the `eth-phishing-detect` package ships it (its config JSON: about
 * 13,700 blocked domains, an allowlist of honest sites its fuzzy rule would catch, and a fuzzy rule around a
 * few targets). The package's own detector applies it; nothing is fetched at run time. Newer list data arrive
 * with a package update (docs/decisions/044-safe-links.md).
 */
import { createRequire } from 'node:module';

interface PackageDetector {
  check(domain: string): { result: boolean; type: string; match?: string };
}

const require = createRequire(import.meta.url);

let detector: PackageDetector | undefined;

function phishingDetector(): PackageDetector {
  if (detector) return detector;
  // The detector class, not the package's default export, so the answer says which rule matched.
  const Detector = require('eth-phishing-detect/src/detector') as new (config: unknown) => PackageDetector;
  detector = new Detector(require('eth-phishing-detect/src/config.json'));
  return detector;
}

export type PhishingListAnswer = { kind: 'allowed' } | { kind: 'blocked' } | { kind: 'near'; target: string } | { kind: 'unlisted' };

export function checkPhishingList(host: string): PhishingListAnswer {
  const answer = phishingDetector().check(host);
  if (answer.type === 'whitelist') return { kind: 'allowed' };
  if (answer.result && answer.type === 'blacklist') return { kind: 'blocked' };
  if (answer.result && answer.type === 'fuzzy' && answer.match) return { kind: 'near', target: answer.match };
  return { kind: 'unlisted' };
}
