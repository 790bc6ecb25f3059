import type { MessageDescriptor } from '@lingui/core';
import { BookOpen, Flame, Heart, MessageCircle, User, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';

export interface NavItem {
  /** Shown through the translation layer: `i18n._(item.label)`. */
  label: MessageDescriptor;
  href: string;
  icon: LucideIcon;
  /** Which paths light this item up. */
  isActive: (path: string) => boolean;
}

export const DISCOVER_ITEM: NavItem = { label: /*i18n*/ { id: 'nav.discover', message: 'Discover' }, href: paths.discover, icon: Flame, isActive: (p) => p === '/' || p === '/discover' };
export const MATCHES_ITEM: NavItem = { label: /*i18n*/ { id: 'nav.matches', message: 'Matches' }, href: paths.matches, icon: Heart, isActive: (p) => p.startsWith('/matches') };
export const MESSAGES_ITEM: NavItem = {
  label: /*i18n*/ { id: 'nav.messages', message: 'Messages' },
  href: paths.messages,
  icon: MessageCircle,
  isActive: (p) => p.startsWith('/messages') || p.startsWith('/chat/'),
};
export const LEARN_ITEM: NavItem = {
  label: /*i18n*/ { id: 'nav.learn', message: 'Learn' },
  href: paths.learn(),
  icon: BookOpen,
  isActive: (p) => p.startsWith('/learn') || p.startsWith('/vocabulary'),
};
export const PROFILE_ITEM: NavItem = { label: /*i18n*/ { id: 'nav.profile', message: 'Profile' }, href: paths.profile, icon: User, isActive: (p) => p.startsWith('/profile') };

/** docs/product.md section 2: wide layouts get four top tabs; narrow layouts a bottom bar that adds Profile. */
export const TOP_TABS = [DISCOVER_ITEM, MATCHES_ITEM, MESSAGES_ITEM, LEARN_ITEM];
export const BOTTOM_BAR = [DISCOVER_ITEM, MATCHES_ITEM, MESSAGES_ITEM, LEARN_ITEM, PROFILE_ITEM];

/** Header back arrow on chat, crypto and module pages (narrow layout): to /messages from chat, else /. */
export function backTargetFor(path: string): string | null {
  if (path.startsWith('/chat/') || path === paths.notices) return paths.messages;
  if (path.startsWith('/crypto/') || /^\/learn\/[^/]+/.test(path) || path.startsWith('/learning/module/')) return paths.home;
  return null;
}

/** Inside a conversation a phone shows only the chat: its own header (with the back arrow) replaces the app
 *  header, and the tab bar is hidden, as chat apps do (docs/decisions/055). */
export function isConversationPath(path: string): boolean {
  return /^\/chat\/[^/]+\/?$/.test(path);
}

/** docs/product.md section 2: hidden at 0; above 9 a dot in the header and '9+' in the tab bar. */
export function formatTabBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}
