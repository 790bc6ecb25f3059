/**
 * TOTP as a second factor (RFC 6238; docs/decisions/062-totp-second-factor.md): set-up, enabling with a
 * first code, the sign-in step after the password, and turning it off.
 */
import { z } from 'zod';
import { plainText } from './text';

const passwordField = plainText().min(1, { error: 'Enter your password to confirm' }).max(256);

/** Six digits from the authenticator app, or a recovery code (xxxxx-xxxxx); spaces are ignored. */
export const totpCodeSchema = plainText()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/i, { error: 'Enter the 6-digit code from your authenticator app, or a recovery code.' }));

export const totpSetupInputSchema = z.strictObject({ password: passwordField });
export type TotpSetupInput = z.infer<typeof totpSetupInputSchema>;

/** Shown once: the otpauth:// URI (as a QR code too) and the base32 secret to type. */
export const totpSetupSchema = z.object({ uri: z.string(), secret: z.string(), qrSvg: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpEnableInputSchema = z.strictObject({ code: totpCodeSchema });
/** Shown once: ten single-use recovery codes. */
export const totpRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type TotpRecoveryCodes = z.infer<typeof totpRecoveryCodesSchema>;

export const totpDisableInputSchema = z.strictObject({ password: passwordField, code: totpCodeSchema });

export const totpStatusSchema = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() });
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/** The login's answer (202) when the password was right and the account has TOTP on: the code comes next. */
export const totpRequiredSchema = z.object({ secondFactor: z.literal('totp') });
export type TotpRequired = z.infer<typeof totpRequiredSchema>;

export const totpSignInInputSchema = z.strictObject({ code: totpCodeSchema });
