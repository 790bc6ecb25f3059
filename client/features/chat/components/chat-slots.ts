import type { ReactNode } from 'react';
import type { Match } from '@shared/contracts/matches';
import type { Message } from '@shared/contracts/messages';

/** What the app composes into a conversation: the safety menu and the scam shield's note and warnings. */
export interface ChatSlots {
  /** The header's menu for this match. */
  headerActions?: (match: Match) => ReactNode;
  /** A long-press or the menu button on the other user's message (report it). */
  onMessageMenu?: (match: Match, message: Message) => void;
  /** Shown between the header and the conversation, always in view (what the pair does together). */
  renderBelowHeader?: (match: Match) => ReactNode;
  /** Shown at the top of the conversation. */
  renderConversationTop?: (matchId: number) => ReactNode;
  /** Shown under a received message that carries a warning. */
  renderWarning?: (message: Message, matchId: number) => ReactNode;
}
