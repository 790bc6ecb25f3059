/** Every client URL, built in one place (docs/product.md section 2, route table). */
export const paths = {
  landing: '/landing',
  home: '/',
  discover: '/discover',
  auth: (options: { mode?: 'login'; redirect?: string } = {}) => {
    const params = new URLSearchParams();
    if (options.mode) params.set('mode', options.mode);
    if (options.redirect) params.set('redirect', options.redirect);
    const query = params.toString();
    return query ? `/auth?${query}` : '/auth';
  },
  matches: '/matches',
  messages: '/messages',
  notices: '/notices',
  chat: (matchId: number | string) => `/chat/${matchId}`,
  profile: '/profile',
  learn: (options: { coinId?: number } = {}) => (options.coinId ? `/learn?coinId=${options.coinId}` : '/learn'),
  module: (moduleId: number | string) => `/learn/${moduleId}`,
  learningModule: (moduleId: number | string) => `/learning/module/${moduleId}`,
  cryptoAll: '/crypto/all',
  crypto: (coinId: number | string) => `/crypto/${coinId}`,
  vocabulary: '/vocabulary',
  practiceWallet: (drill?: string) => (drill ? `/practice-wallet?drill=${drill}` : '/practice-wallet'),
  /** A drill challenge from the chat, done in the practice wallet; the conversation is where its result goes back. */
  drillChallenge: (drill: string, messageId: number, matchId: number) => `/practice-wallet?drill=${drill}&challenge=${messageId}&chat=${matchId}`,
  moderation: '/moderation',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
} as const;

/** Only same-site paths are honoured as a post-login redirect (no open redirect). */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return paths.home;
  return value;
}
