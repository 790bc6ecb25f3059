/**
 * The API URLs that more than one feature reads or invalidates. Each is also its query's key (docs/style.md,
 * "Client data"), so an invalidation names the URL from here instead of retyping it.
 */
export const apiUrls = {
  matches: '/api/matches',
  match: (matchId: number) => `/api/matches/${matchId}`,
  matchMessages: (matchId: number) => `/api/matches/${matchId}/messages`,
  matchMessagesRead: (matchId: number) => `/api/matches/${matchId}/messages/read`,
  unreadCount: '/api/messages/unread',
  matchMessage: (matchId: number, messageId: number) => `/api/matches/${matchId}/messages/${messageId}`,
  messageReaction: (matchId: number, messageId: number, reaction: string) => `/api/matches/${matchId}/messages/${messageId}/reactions/${reaction}`,
  messageSearch: '/api/messages/search',
  profile: '/api/profile',
  preferences: '/api/preferences',
  /** The system inbox: read by the app shell's banner, the Messages entry and the notices page. */
  notices: '/api/notices',
  moderationReports: '/api/moderation/reports',
  /** Read by the account feature and the live layer (which toasts to show). */
  accountSettings: '/api/users/me/settings',
  pushSettings: '/api/users/me/push-settings',
  /** Read by the chat and the journey map, refreshed by the live layer. */
  sharedJourneys: '/api/shared-journeys',
} as const;
