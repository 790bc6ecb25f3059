/**
 * The links of a message as stored and as shown (docs/decisions/044-safe-links.md). Where a link is and whether
 * it was sent while the pair was new are stored with the message; what its host is gets checked when the
 * message is read, so a host added to the phishing list by a package update is blocked in old messages too.
 */
import { EDUCATIONAL_LINK_HOSTS, LINKS_UNLOCK_AFTER_MESSAGES_EACH, LINKS_UNLOCK_AFTER_MS } from '../../../../shared/constants/links';
import type { MessageLink } from '../../../../shared/contracts/messages';
import type { StoredMessageLink } from '../../../db/schema';
import { detectLinks } from './detect-links';
import { checkHost, type HostVerdict } from './host-verdict';

/** A link as the messages table keeps it; `held`: sent while the pair was new (docs/product.md section 11). */
export type StoredLink = StoredMessageLink;

export interface PairActivity {
  matchedAt: Date;
  /** Messages each of the two has sent in the conversation so far. */
  sentByEach: [number, number];
}

/** A pair is new until both: matched two days ago, and ten messages sent by each. */
export function isNewPair(activity: PairActivity, now: Date): boolean {
  const matchedLongEnough = now.getTime() - activity.matchedAt.getTime() >= LINKS_UNLOCK_AFTER_MS;
  return !matchedLongEnough || activity.sentByEach.some((count) => count < LINKS_UNLOCK_AFTER_MESSAGES_EACH);
}

export function isEducationalHost(host: string): boolean {
  return EDUCATIONAL_LINK_HOSTS.some(({ domain }) => host === domain || host.endsWith(`.${domain}`));
}

/** The links of a text about to be stored; `pairIsNew` is asked only when the text has links. */
export async function linksToStore(text: string, pairIsNew: () => Promise<boolean>): Promise<StoredLink[]> {
  const links = detectLinks(text);
  if (links.length === 0) return [];
  const isNew = links.some((link) => !isEducationalHost(link.host)) && (await pairIsNew());
  return links.map((link) => ({ ...link, held: isNew && !isEducationalHost(link.host) }));
}

/** A few thousand hosts: the package's list check is a scan of the whole list (about a millisecond). */
const MEMO_LIMIT = 5000;
const verdicts = new Map<string, HostVerdict>();

function memoCheckHost(host: string): HostVerdict {
  const known = verdicts.get(host);
  if (known) return known;
  if (verdicts.size >= MEMO_LIMIT) verdicts.clear();
  const verdict = checkHost(host);
  verdicts.set(host, verdict);
  return verdict;
}

/** The links as the reader sees them: a bad host wins over everything, then a hidden destination, then a hold. */
export function toMessageLinks(stored: readonly StoredLink[] | null): MessageLink[] {
  return (stored ?? []).map((link) => {
    const host = memoCheckHost(link.host);
    const base = { start: link.start, end: link.end, url: link.url, host: link.host };
    if (host.verdict !== 'ok') return { ...base, ...host };
    if (link.hasUserinfo) return { ...base, verdict: 'unsafe', reason: 'userinfo', lookalikeOf: null };
    if (link.held) return { ...base, verdict: 'held', reason: 'new-pair', lookalikeOf: null };
    return { ...base, verdict: 'ok', reason: isEducationalHost(link.host) ? 'educational' : 'checked', lookalikeOf: null };
  });
}
