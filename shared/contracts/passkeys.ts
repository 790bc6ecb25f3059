/**
 * Passkeys (WebAuthn): the options the server hands the browser, the browser's answers, and the passkeys
 * listed in account settings (docs/decisions/051-passkeys-and-moderator-second-factor.md). The answer
 * shapes are those of the WebAuthn Level 3 JSON forms (`PublicKeyCredential.toJSON()`), with every string
 * base64url and capped, so a garbage body is a 400 before any verification runs.
 */
import { z } from 'zod';
import { PASSWORD_MAX } from './auth';
import { nameText, plainText } from './text';

/** Passkeys one account may hold. */
export const PASSKEYS_PER_USER_MAX = 10;
export const PASSKEY_NAME_MAX = 50;

const BASE64URL = /^[A-Za-z0-9_-]*$/;
const base64url = (max: number) => z.string().min(1).max(max).regex(BASE64URL, { error: 'Expected base64url text' });

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const transportsSchema = z.array(z.enum(TRANSPORTS)).max(TRANSPORTS.length);
const attachmentSchema = z.enum(['platform', 'cross-platform']);
const userVerificationSchema = z.enum(['required', 'preferred', 'discouraged']);
const credentialDescriptorSchema = z.object({ id: z.string(), type: z.literal('public-key'), transports: transportsSchema.optional() });

/** What the browser's extensions answered; only `credProps` is read, anything else is dropped. */
const clientExtensionResultsSchema = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() });

export const registrationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    authenticatorData: base64url(8192).optional(),
    transports: transportsSchema.optional(),
    publicKeyAlgorithm: z.number().int().min(-65_536).max(65_536).optional(),
    publicKey: base64url(8192).optional(),
  }),
  authenticatorAttachment: attachmentSchema.optional(),
  clientExtensionResults: clientExtensionResultsSchema,
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

export const authenticationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(8192),
    signature: base64url(8192),
    userHandle: base64url(128).optional(),
  }),
  authenticatorAttachment: attachmentSchema.optional(),
  clientExtensionResults: clientExtensionResultsSchema,
});
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

/** POST /api/passkeys/registration/options: the password, unless the session was signed in moments ago. */
export const passkeyRegistrationOptionsInputSchema = z.strictObject({
  currentPassword: plainText().min(1, { error: 'Enter your password' }).max(PASSWORD_MAX).optional(),
});
export type PasskeyRegistrationOptionsInput = z.infer<typeof passkeyRegistrationOptionsInputSchema>;

export const passkeyNameSchema = nameText()
  .trim()
  .min(1, { error: 'Give the passkey a name' })
  .max(PASSKEY_NAME_MAX, { error: `At most ${PASSKEY_NAME_MAX} characters` });

export const passkeyRegistrationInputSchema = z.strictObject({ name: passkeyNameSchema, response: registrationResponseSchema });
export type PasskeyRegistrationInput = z.infer<typeof passkeyRegistrationInputSchema>;

export const passkeyAuthenticationInputSchema = z.strictObject({
  response: authenticationResponseSchema,
  timeZone: plainText().max(64).optional(),
});
export type PasskeyAuthenticationInput = z.infer<typeof passkeyAuthenticationInputSchema>;

export const registrationOptionsSchema = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: attachmentSchema.optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: userVerificationSchema.optional(),
    })
    .optional(),
  hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});
export type RegistrationOptions = z.infer<typeof registrationOptionsSchema>;

export const authenticationOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: userVerificationSchema.optional(),
});
export type AuthenticationOptions = z.infer<typeof authenticationOptionsSchema>;

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  isSynced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.array(passkeySchema);
