// The chat's limits and fixed sets, without zod: the client's screens import them (docs/decisions/048-server-render-and-hydrate.md).

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_PAGE_SIZE = 50;
/** docs/security.md item 4: messages per user per minute. */
export const MESSAGES_PER_MINUTE = 30;
/** The sender may edit a plain message this long after sending it (docs/decisions/053-chat-replies-reactions-edits-search.md). */
export const MESSAGE_EDIT_WINDOW_MS = 15 * 60_000;
/** Edits, deletions and reaction changes per user per minute. */
export const MESSAGE_CHANGES_PER_MINUTE = 60;
/** The fixed set of reactions, in the order the picker shows them. */
export const MESSAGE_REACTIONS = ['thumbs_up', 'heart', 'laughing', 'surprised', 'got_it', 'fire'] as const;
export type MessageReaction = (typeof MESSAGE_REACTIONS)[number];
export const MESSAGE_REACTION_LABELS: Record<MessageReaction, { emoji: string; label: string }> = {
  thumbs_up: { emoji: '\u{1F44D}', label: 'Thumbs up' },
  heart: { emoji: '\u2764\uFE0F', label: 'Heart' },
  laughing: { emoji: '\u{1F602}', label: 'Laughing' },
  surprised: { emoji: '\u{1F62E}', label: 'Surprised' },
  got_it: { emoji: '\u2705', label: 'Got it' },
  fire: { emoji: '\u{1F525}', label: 'Fire' },
};
/** Shown for a message its sender deleted, to both users and in quotes of it. */
export const DELETED_MESSAGE_TEXT = 'Message deleted';
/** The longest search query, in characters (a longer one is refused with 400). */
export const MESSAGE_SEARCH_MAX_LENGTH = 100;
export const MESSAGE_SEARCH_PAGE_SIZE = 20;
