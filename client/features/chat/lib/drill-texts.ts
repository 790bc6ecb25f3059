import type { I18n } from '@lingui/core';
import type { ChallengeDrillId } from '@shared/contracts/drill-challenge';

/** The practice wallet's drills as the chat names and describes them (docs/decisions/054-practice-wallet-and-quiz-fairness.md). */
export function drillTexts(i18n: I18n, drill: ChallengeDrillId): { title: string; summary: string } {
  switch (drill) {
    case 'seed':
      return {
        title: i18n._({ id: 'chat.drillChallenge.seed.title', message: 'Create a wallet and prove your backup' }),
        summary: i18n._({ id: 'chat.drillChallenge.seed.summary', message: 'Back up a 12-word seed phrase, then prove it word by word.' }),
      };
    case 'receive':
      return {
        title: i18n._({ id: 'chat.drillChallenge.receive.title', message: 'Receive without being poisoned' }),
        summary: i18n._({ id: 'chat.drillChallenge.receive.summary', message: 'Find the real address when a look-alike tops the history.' }),
      };
    case 'sign':
      return {
        title: i18n._({ id: 'chat.drillChallenge.sign.title', message: 'Read what you sign' }),
        summary: i18n._({ id: 'chat.drillChallenge.sign.summary', message: 'Approvals and permits: some harmless, some to a drainer.' }),
      };
    case 'revoke':
      return {
        title: i18n._({ id: 'chat.drillChallenge.revoke.title', message: 'Revoke an approval' }),
        summary: i18n._({ id: 'chat.drillChallenge.revoke.summary', message: 'Find the drainer with unlimited access and revoke it.' }),
      };
    case 'swap':
      return {
        title: i18n._({ id: 'chat.drillChallenge.swap.title', message: 'Swap past a sandwich bot' }),
        summary: i18n._({ id: 'chat.drillChallenge.swap.summary', message: 'Set slippage and route while a bot watches the mempool.' }),
      };
    case 'support':
      return {
        title: i18n._({ id: 'chat.drillChallenge.support.title', message: 'The "support agent" DM' }),
        summary: i18n._({ id: 'chat.drillChallenge.support.summary', message: '"Wallet Support" wants your recovery phrase.' }),
      };
  }
}
