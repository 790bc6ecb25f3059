/**
 * What a reader is told about a link that cannot be opened (docs/product.md section 11). The server
 * decides the verdict; these are only its words.
 */
import type { MessageLink } from '@shared/contracts/messages';

export const HELD_LINK_EXPLANATION = "Links unlock after you've chatted a bit — this keeps new matches safe.";

/** Why a blocked link is blocked, naming the real host; null for links that open or are held. */
export function blockedLinkExplanation(link: MessageLink): string | null {
  const { host, lookalikeOf } = link;
  switch (link.reason) {
    case 'phishing-list':
      return `${host} is on MetaMask's list of known phishing sites. It can't be opened from Coinmates.`;
    case 'fuzzy-list':
    case 'confusable':
    case 'typosquat':
    case 'brand-variant':
    case 'brand-in-subdomain':
    case 'other-tld':
      return `This link looks like ${lookalikeOf ?? 'a well-known crypto site'} but is ${host} — a known phishing pattern. It can't be opened from Coinmates.`;
    case 'userinfo':
      return `This link hides where it goes: the part before "@" is only a disguise, it opens ${host}. It can't be opened from Coinmates.`;
    case 'ip-address':
      return `This link goes to a bare network address (${host}), not a named website. It can't be opened from Coinmates.`;
    case 'not-public':
      return `This link goes to ${host}, which is not a public website. It can't be opened from Coinmates.`;
    default:
      return null;
  }
}

export function isBlockedLink(link: MessageLink): boolean {
  return link.verdict === 'phishing' || link.verdict === 'lookalike' || link.verdict === 'unsafe';
}
