/**
 * A local stand-in for a browser push service (FCM, Mozilla autopush), which tests cannot reach: it takes
 * the real web-push requests the server makes, checks their VAPID signature (RFC 8292) and decrypts the
 * aes128gcm payload (RFC 8291) with the subscription's private keys, as a browser would.
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

export interface ReceivedPush {
  device: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  ttl: number;
  vapidPublicKey: string;
  audience: string;
}

export interface LocalDevice {
  name: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface LocalPushService {
  url: string;
  /** A browser's subscription: its endpoint here and the keys a push is encrypted for. */
  device(name: string): LocalDevice;
  /** Answer this device's pushes with the status (410: the subscription is gone). */
  answerWith(name: string, status: number): void;
  received: ReceivedPush[];
  /** Pushes refused with a status other than 201 (counted, not decrypted). */
  refused: string[];
  /** Resolves when `count` pushes were received in all. */
  waitFor(count: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

function verifyVapid(authorization: string, endpointOrigin: string): { publicKey: string; audience: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${authorization.slice(0, 20)}`);
  const [header, claims, signature] = match[1].split('.');
  if (!header || !claims || !signature) throw new Error('malformed VAPID JWT');
  const raw = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33, 65)) }, format: 'jwk' });
  const isValid = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!isValid) throw new Error('VAPID signature does not verify');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string };
  if (parsed.aud !== endpointOrigin) throw new Error(`VAPID audience ${parsed.aud} is not ${endpointOrigin}`);
  return { publicKey: match[2], audience: parsed.aud };
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const waiters: Array<{ count: number; resolve: (pushes: ReceivedPush[]) => void }> = [];
  let origin = '';

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
      const device = devices.get(name);
      const status = statuses.get(name) ?? 201;
      if (!device || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      if (status !== 201) {
        refused.push(name);
        response.writeHead(status).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        const vapid = verifyVapid(String(request.headers.authorization ?? ''), origin);
        const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: device.ecdh, authSecret: b64(device.auth) });
        received.push({ device: name, payload: JSON.parse(plain.toString('utf8')), ttl: Number(request.headers.ttl), vapidPublicKey: vapid.publicKey, audience: vapid.audience });
        response.writeHead(201).end();
      } catch (error) {
        response.writeHead(400).end((error as Error).message);
        return;
      }
      for (const waiter of [...waiters]) {
        if (received.length >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(received.slice());
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth });
      return { name, endpoint: `${origin}/push/${encodeURIComponent(name)}`, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } };
    },
    answerWith(name, status) {
      statuses.set(name, status);
    },
    received,
    refused,
    waitFor(count) {
      if (received.length >= count) return Promise.resolve(received.slice());
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
