import { describe, expect, it } from 'vitest';
import { detectLinks } from './detect-links';

function hosts(text: string): string[] {
  return detectLinks(text).map((link) => link.host);
}

describe('detectLinks', () => {
  it('finds bare domains with a path, not only http(s) addresses', () => {
    const [link] = detectLinks('claim it at metamask-io.com/claim now');
    expect(link).toMatchObject({ host: 'metamask-io.com', url: 'http://metamask-io.com/claim', start: 12, end: 33 });
  });

  it('gives the offsets of the link as written, so the text can be shown unchanged', () => {
    const text = 'see https://Example.com/A?b=1#c, then www.uniswap.org!';
    const links = detectLinks(text);
    expect(links.map((link) => text.slice(link.start, link.end))).toEqual(['https://Example.com/A?b=1#c', 'www.uniswap.org']);
    expect(links.map((link) => link.url)).toEqual(['https://example.com/A?b=1#c', 'http://www.uniswap.org/']);
  });

  it('takes the host the browser would connect to: no user info, no port, lower case, no trailing dot', () => {
    expect(detectLinks('https://metamask.io@evil.com/x')[0]).toMatchObject({ host: 'evil.com', hasUserinfo: true });
    expect(detectLinks('http://metamask.io.evil.com:8080/a')[0]).toMatchObject({ host: 'metamask.io.evil.com', hasUserinfo: false });
    expect(hosts('HTTPS://MetaMask.IO./path')).toEqual(['metamask.io']);
  });

  it('turns international names into their punycode host', () => {
    expect(hosts('visit mеtamask.io today')).toEqual(['xn--mtamask-7gg.io']);
    expect(hosts('xn--mtamask-7gg.io')).toEqual(['xn--mtamask-7gg.io']);
    expect(hosts('münchen.de/x')).toEqual(['xn--mnchen-3ya.de']);
  });

  it('leaves file names, versions, abbreviations, e-mail addresses and other schemes as text', () => {
    expect(detectLinks('file.txt, v1.2.3, e.g. node.js, me@example.com, javascript:alert(1), ftp://foo.com')).toEqual([]);
  });

  it('stops after fifty links in one text', () => {
    expect(detectLinks(Array.from({ length: 80 }, (_, index) => `site${index}.com`).join(' '))).toHaveLength(50);
  });
});
