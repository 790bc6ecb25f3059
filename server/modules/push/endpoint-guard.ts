/**
 * A push subscription's endpoint is a URL the server will POST to, so it is checked like any
 * user-supplied URL (docs/decisions/052-push-and-reminders.md): https only, and every address its host
 * resolves to must be public: no loopback, private, link-local, unique-local, CGNAT, multicast or
 * unspecified address. Checked when subscribing and again before each send (DNS can change). Tests run
 * a local push service and allow it with PUSH_ALLOW_PRIVATE_ENDPOINTS (only under NODE_ENV=test).
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return isPublicAddress(mapped[1]);
    return !blocked.check(address, 'ipv6');
  }
  return !blocked.check(address, 'ipv4');
}

export type EndpointVerdict = { ok: true } | { ok: false; reason: string };

export async function checkPushEndpoint(endpoint: string, allowPrivate: boolean, resolve: (host: string) => Promise<string[]> = resolveAll): Promise<EndpointVerdict> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: 'The push endpoint is not a URL.' };
  }
  if (url.username || url.password) return { ok: false, reason: 'The push endpoint may not carry credentials.' };
  if (allowPrivate) return url.protocol === 'https:' || url.protocol === 'http:' ? { ok: true } : { ok: false, reason: 'The push endpoint must be an https URL.' };
  if (url.protocol !== 'https:') return { ok: false, reason: 'The push endpoint must be an https URL.' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return { ok: false, reason: 'The push endpoint host does not resolve.' };
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) return { ok: false, reason: 'The push endpoint must be a public push service, not a private or loopback address.' };
  return { ok: true };
}

async function resolveAll(host: string): Promise<string[]> {
  return (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
}
