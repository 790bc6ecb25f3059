/**
 * What a reader is told about a link that cannot be opened (docs/product.md section 11). The server
 * decides the verdict; these are only its words.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { MessageLink } from '@shared/contracts/messages';

export const HELD_LINK_EXPLANATION: MessageDescriptor = /*i18n*/ { id: 'chat.link.heldExplanation', message: "Links unlock after you've chatted a bit — this keeps new matches safe." };

/** Why a blocked link is blocked, naming the real host; null for links that open or are held. */
export function blockedLinkExplanation(i18n: I18n, link: MessageLink): string | null {
  const { host, lookalikeOf } = link;
  switch (link.reason) {
    case 'phishing-list':
      return i18n._({ id: 'chat.link.phishingList', message: "{host} is on MetaMask's list of known phishing sites. It can't be opened from Coinmates.", values: { host } });
    case 'fuzzy-list':
    case 'confusable':
    case 'typosquat':
    case 'brand-variant':
    case 'brand-in-subdomain':
    case 'other-tld':
      return lookalikeOf
        ? i18n._({
            id: 'chat.link.lookalike',
            message: "This link looks like {brand} but is {host} — a known phishing pattern. It can't be opened from Coinmates.",
            values: { brand: lookalikeOf, host },
          })
        : i18n._({
            id: 'chat.link.lookalikeUnknown',
            message: "This link looks like a well-known crypto site but is {host} — a known phishing pattern. It can't be opened from Coinmates.",
            values: { host },
          });
    case 'userinfo':
      return i18n._({
        id: 'chat.link.userinfo',
        message: 'This link hides where it goes: the part before "@" is only a disguise, it opens {host}. It can\'t be opened from Coinmates.',
        values: { host },
      });
    case 'ip-address':
      return i18n._({ id: 'chat.link.ipAddress', message: "This link goes to a bare network address ({host}), not a named website. It can't be opened from Coinmates.", values: { host } });
    case 'not-public':
      return i18n._({ id: 'chat.link.notPublic', message: "This link goes to {host}, which is not a public website. It can't be opened from Coinmates.", values: { host } });
    default:
      return null;
  }
}

export function isBlockedLink(link: MessageLink): boolean {
  return link.verdict === 'phishing' || link.verdict === 'lookalike' || link.verdict === 'unsafe';
}
