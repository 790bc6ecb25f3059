/**
 * What a link's host is (docs/decisions/044-safe-links.md, docs/security.md section 15): a known crypto site or a
 * subdomain of one, a host on MetaMask's phishing list, a look-alike of a known site, an address no honest
 * link in a chat needs (an IP, a private name), or an ordinary site. Pure and without I/O: the server never
 * fetches what a user sent.
 */
import { domainToUnicode } from 'node:url';
import { parse } from 'tldts';
import { KNOWN_CRYPTO_DOMAINS, LOOKALIKE_EXCEPTIONS, type KnownDomain, type LinkReason, type LinkVerdict } from '../../../../shared/constants/links';
import { confusableSkeleton } from '../../../../shared/text/confusable-skeleton';
import { editDistance } from './edit-distance';
import { checkPhishingList } from './phishing-list';

export interface HostVerdict {
  verdict: Exclude<LinkVerdict, 'held'>;
  reason: LinkReason;
  /** The known domain the host imitates, for the explanation ("looks like metamask.io"). */
  lookalikeOf: string | null;
}

interface Brand {
  known: KnownDomain;
  /** The name without its ending ("metamask") and its confusable skeleton. */
  label: string;
  skeleton: string;
}

const BRANDS: readonly Brand[] = KNOWN_CRYPTO_DOMAINS.map((known) => {
  const label = known.domain.slice(0, known.domain.indexOf('.'));
  return { known, label, skeleton: confusableSkeleton(label) };
});

/** Short names have many honest neighbours: one edit for them, two from eight letters on. */
function tolerance(brand: Brand): number {
  return brand.label.length >= 8 ? 2 : 1;
}

const ok: HostVerdict = { verdict: 'ok', reason: 'checked', lookalikeOf: null };

export function checkHost(host: string): HostVerdict {
  const parsed = parse(host, { allowPrivateDomains: true });
  if (parsed.isIp) return { verdict: 'unsafe', reason: 'ip-address', lookalikeOf: null };
  if (!parsed.domain || !parsed.domainWithoutSuffix || (!parsed.isIcann && !parsed.isPrivate)) return { verdict: 'unsafe', reason: 'not-public', lookalikeOf: null };
  if (KNOWN_CRYPTO_DOMAINS.some(({ domain }) => host === domain || host.endsWith(`.${domain}`))) return ok;

  const listed = checkPhishingList(host);
  if (listed.kind === 'allowed') return ok;
  if (listed.kind === 'blocked') return { verdict: 'phishing', reason: 'phishing-list', lookalikeOf: null };
  if (listed.kind === 'near') return { verdict: 'lookalike', reason: 'fuzzy-list', lookalikeOf: listed.target };

  return lookalikeOfName(parsed.domainWithoutSuffix, parsed.publicSuffix ?? '') ?? lookalikeInSubdomain(parsed.subdomain ?? '') ?? ok;
}

/** The registrable name ("metamask-io" of metamask-io.com) against every known name. */
function lookalikeOfName(asciiLabel: string, suffix: string): HostVerdict | undefined {
  const label = asciiLabel.includes('xn--') ? domainToUnicode(asciiLabel) || asciiLabel : asciiLabel;
  if (LOOKALIKE_EXCEPTIONS.includes(label)) return undefined;
  const isInternational = label !== asciiLabel;
  const skeleton = confusableSkeleton(label);
  const joined = confusableSkeleton(label.replaceAll('-', ''));
  for (const brand of BRANDS) {
    const lookalike = (reason: LinkReason): HostVerdict => ({ verdict: 'lookalike', reason, lookalikeOf: brand.known.domain });
    if (label === brand.label) return suffix === brand.known.domain.slice(brand.label.length + 1) ? undefined : lookalike('other-tld');
    if (skeleton === brand.skeleton) return lookalike('confusable');
    if (isInternational && editDistance(skeleton, brand.skeleton) <= tolerance(brand)) return lookalike('confusable');
    if (editDistance(label, brand.label) <= tolerance(brand)) return lookalike('typosquat');
    if (brand.known.matchesVariants !== false && joined.includes(brand.skeleton)) return lookalike('brand-variant');
  }
  return undefined;
}

/** "metamask.io.evil.com", "login-coinbase.evil.com": a known name in front of someone else's domain. */
function lookalikeInSubdomain(subdomain: string): HostVerdict | undefined {
  if (!subdomain) return undefined;
  const tokens = subdomain.split(/[.-]/).map((token) => confusableSkeleton(token.includes('xn--') ? domainToUnicode(token) || token : token));
  for (const brand of BRANDS) {
    const showsDomain = `.${subdomain}.`.includes(`.${brand.known.domain}.`);
    if (showsDomain || (brand.known.matchesVariants !== false && tokens.includes(brand.skeleton))) {
      return { verdict: 'lookalike', reason: 'brand-in-subdomain', lookalikeOf: brand.known.domain };
    }
  }
  return undefined;
}
