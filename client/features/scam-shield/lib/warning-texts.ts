/**
 * The scam shield's warnings as the recipient reads them, translated where shown: the English is that of
 * shared/constants/scam-rules.ts (title and explanation of each rule; the server keeps the rules themselves).
 */
import type { MessageDescriptor } from '@lingui/core';
import type { ScamWarningKind } from '@shared/constants/scam-rules';

export const SCAM_WARNING_TEXTS: Record<ScamWarningKind, { title: MessageDescriptor; explanation: MessageDescriptor }> = {
  'asks-for-keys': {
    title: /*i18n*/ { id: 'scamShield.asksForKeys.title', message: 'Asks for your keys or seed phrase' },
    explanation: /*i18n*/ {
      id: 'scamShield.asksForKeys.explanation',
      message:
        'This message asks for a seed phrase, private key or wallet code. Whoever has them controls the wallet: no friend, exchange, support agent or "wallet verification" ever needs them. Never send them.',
    },
  },
  'guaranteed-returns': {
    title: /*i18n*/ { id: 'scamShield.guaranteedReturns.title', message: 'Promises guaranteed returns' },
    explanation: /*i18n*/ {
      id: 'scamShield.guaranteedReturns.explanation',
      message:
        'This message promises guaranteed, fixed or risk-free profits. Real investments can always lose money; a fixed daily or weekly return is the classic sign of a Ponzi or "pig-butchering" scam.',
    },
  },
  'investment-pitch': {
    title: /*i18n*/ { id: 'scamShield.investmentPitch.title', message: 'Pushes an investment platform or mentor' },
    explanation: /*i18n*/ {
      id: 'scamShield.investmentPitch.explanation',
      message:
        'This message pushes an investment platform, a mentor or a signal group. Scammers build trust for weeks, then steer people to a fake platform that shows invented gains and never lets the money out.',
    },
  },
  'off-platform': {
    title: /*i18n*/ { id: 'scamShield.offPlatform.title', message: 'Moves the chat off Coinmates' },
    explanation: /*i18n*/ {
      id: 'scamShield.offPlatform.explanation',
      message: 'This message asks to continue on another app or by phone. Scammers move chats where reports and blocks no longer protect you. Keep talking here until you really know the person.',
    },
  },
  'impersonates-staff': {
    title: /*i18n*/ { id: 'scamShield.impersonatesStaff.title', message: 'Claims to be Coinmates staff' },
    explanation: /*i18n*/ {
      id: 'scamShield.impersonatesStaff.explanation',
      message:
        'This message claims to come from Coinmates support, an admin or a moderator. Our staff never message you in a chat, never send links to "verify" your account and never ask for a seed phrase, key, password or code. Report it.',
    },
  },
};
