/**
 * Finds the links in a message's text (docs/decisions/044-safe-links.md): full URLs and bare domains
 * ("metamask-io.com/claim"), by linkifyjs, which knows the real top-level domains, so "node.js" or "v1.2" are
 * not links. Each link is parsed by the WHATWG URL parser, the one the browser will use: the host is what
 * the browser would connect to (lower case, punycode, no port, no user info), never what the text shows.
 */
import { find } from 'linkifyjs';

export interface DetectedLink {
  /** UTF-16 offsets of the link in the text, so the client shows the text as it was written. */
  start: number;
  end: number;
  /** The address the browser would open (normalised by the URL parser). */
  url: string;
  /** The host the browser would connect to: lower-case ASCII (punycode), no trailing dot, no port. */
  host: string;
  /** The text before an "@" in the address ("https://metamask.io@evil.com"): shown, but not where it goes. */
  hasUserinfo: boolean;
}

/** Texts are at most a message long; this bounds the work a hostile text can cause. */
const MAX_LINKS_PER_TEXT = 50;

export function detectLinks(text: string): DetectedLink[] {
  const links: DetectedLink[] = [];
  for (const found of find(text, 'url')) {
    const parsed = parseWebUrl(found.href);
    if (!parsed) continue;
    links.push({ start: found.start, end: found.end, url: parsed.href, host: parsed.hostname.replace(/\.+$/, ''), hasUserinfo: parsed.username !== '' || parsed.password !== '' });
    if (links.length === MAX_LINKS_PER_TEXT) break;
  }
  return links;
}

/** Only web addresses become links: other schemes (ftp:, javascript:) stay text. */
function parseWebUrl(href: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!url.hostname) return undefined;
  return url;
}
