/**
 * A software WebAuthn authenticator for integration tests: real P-256 keys from node:crypto, real
 * `none` attestations and signed assertions, so the server's @simplewebauthn verification runs exactly
 * as it does for a browser. Test origin and RP ID are the server's defaults (http://localhost:5000, localhost).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

export const TEST_ORIGIN = 'http://localhost:5000';
export const TEST_RP_ID = 'localhost';

const b64 = (bytes: Buffer) => bytes.toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

/** The little CBOR WebAuthn needs: unsigned/negative integers, byte and text strings, maps. */
type Cbor = number | string | Buffer | Map<Cbor, Cbor>;
function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const out = Buffer.alloc(3);
  out[0] = (major << 5) | 25;
  out.writeUInt16BE(length, 1);
  return out;
}
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

export interface CeremonyOptions {
  origin?: string;
  rpId?: string;
  /** Overrides the clientData type (a wrong one must be refused). */
  type?: string;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  counter = 0;
  userHandle: string | undefined;

  constructor() {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64(this.credentialId);
  }

  private coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
  }

  private authData(rpId: string, flags: number, withCredential: boolean): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const parts: Buffer[] = [sha256(rpId), Buffer.from([flags]), count];
    if (withCredential) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), length, this.credentialId, this.coseKey());
    }
    return Buffer.concat(parts);
  }

  /** navigator.credentials.create() for the server's options: a RegistrationResponseJSON. */
  attest(options: { challenge: string; user: { id: string } }, ceremony: CeremonyOptions = {}) {
    this.userHandle = options.user.id;
    const clientDataJSON = Buffer.from(JSON.stringify({ type: ceremony.type ?? 'webauthn.create', challenge: options.challenge, origin: ceremony.origin ?? TEST_ORIGIN, crossOrigin: false }));
    // User present + user verified + attested credential data.
    const authData = this.authData(ceremony.rpId ?? TEST_RP_ID, 0x01 | 0x04 | 0x40, true);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64(clientDataJSON), attestationObject: b64(attestationObject), transports: ['internal' as const] },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(): an AuthenticationResponseJSON signed with this key, counter + 1. */
  assert(options: { challenge: string }, ceremony: CeremonyOptions & { signWith?: KeyObject; userHandle?: string } = {}) {
    this.counter += 1;
    const clientDataJSON = Buffer.from(JSON.stringify({ type: ceremony.type ?? 'webauthn.get', challenge: options.challenge, origin: ceremony.origin ?? TEST_ORIGIN, crossOrigin: false }));
    const authenticatorData = this.authData(ceremony.rpId ?? TEST_RP_ID, 0x01 | 0x04, false);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), ceremony.signWith ?? this.privateKey);
    const userHandle = ceremony.userHandle ?? this.userHandle;
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authenticatorData), signature: b64(signature), ...(userHandle && { userHandle }) },
      clientExtensionResults: {},
    };
  }
}
