/**
 * The client catalogue is split by area (docs/decisions/056-translations.md, update of 2026-11-28): the
 * shell (what the first paint of every route needs) loads with the app, each other area with the route
 * chunks that use it. A message's area is named by the longest listed prefix of its id
 * (`<folder>.<screen>.<what>`): its folder's area, or the shell's for a part the app shell shows on every
 * route (client/i18n/catalogs.test.ts checks both against the code that uses them).
 */
export const AREAS = ['shell', 'coins', 'landing', 'account', 'social', 'learning', 'terms', 'office', 'wallet', 'outbox'] as const;
export type Area = (typeof AREAS)[number];

/**
 * The module of `locale`'s messages of `area`, as a path under client/ (how the build's manifest names it):
 * scripts/split-client-catalogs.ts writes it and client/i18n/catalog-loaders.ts imports it.
 */
export const catalogSource = (area: Area, locale: string): string => `i18n/catalogs/${area}/${locale}.ts`;

/** The area of each id prefix (whole segments). An id with no listed prefix fails client/i18n/catalogs.test.ts. */
const AREA_OF_PREFIX: Record<string, Area> = {
  // Shell: header, navigation, Discover (the first route), common states and toasts.
  app: 'shell',
  common: 'shell',
  header: 'shell',
  nav: 'shell',
  language: 'shell',
  discover: 'shell',
  ui: 'shell',
  lib: 'shell',
  // Parts of other folders that the app shell shows over any route.
  'auth.birthMonth': 'shell',
  'matches.popup': 'shell',
  'notices.banner': 'shell',
  'notices.warningTitle': 'shell',
  'notices.understand': 'shell',
  'notices.official': 'shell',
  // The coin pages (browse all, coin detail) and the marketing page: never the app's first paint of Discover,
  // so their messages load with their routes, not with the shell.
  coins: 'coins',
  'app.landing': 'landing',
  // Signing in and the account; the learning-profile values show on the profile, on match cards and in chat.
  'lib.learningProfile': 'account',
  // A 429's sentences (sign-in and sign-up, the chat box, the vocabulary trainer) and the profile editor's
  // multi-select: never on a first paint, so off the shell.
  'lib.rateLimit': 'account',
  'ui.multiSelect': 'account',
  auth: 'account',
  account: 'account',
  profile: 'account',
  appearance: 'account',
  // People: chat, messages, matches, notices, safety, moderation.
  chat: 'social',
  messages: 'social',
  matches: 'social',
  notices: 'social',
  moderation: 'social',
  pairs: 'social',
  safety: 'social',
  scamShield: 'social',
  // Learning: lessons, quizzes, journeys, vocabulary.
  learning: 'learning',
  vocabulary: 'learning',
  // A term's card, which opens from lessons and from chat messages alike.
  'vocabulary.card': 'terms',
  'vocabulary.term': 'terms',
  'vocabulary.category': 'terms',
  // The Office: points, levels, achievements.
  gamification: 'office',
  // The offline outbox's panel (swipes, answers, lesson starts kept on the device), loaded only when one waits.
  outbox: 'outbox',
  // The practice wallet; its entry card on Learn and a lesson's links to its drills show on learning routes.
  practiceWallet: 'wallet',
  'practiceWallet.link': 'learning',
};

/** The area `id` belongs to, or undefined when no prefix of it is listed (the catalogue test names it). */
export function areaOf(id: string): Area | undefined {
  const segments = id.split('.');
  for (let length = segments.length; length > 0; length -= 1) {
    const area = AREA_OF_PREFIX[segments.slice(0, length).join('.')];
    if (area) return area;
  }
  return undefined;
}
