import { ArrowLeft, MessageCircle, User } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { AppLogo } from '@/components/app-logo';
import { paths } from '@/config/paths';
import { LanguageSwitch } from '@/i18n/language-switch';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';
import { backTargetFor, TOP_TABS } from './nav-items';
import { HeaderUnreadBadge, TabUnreadBadge } from './unread-badge';

/**
 * Which navigation shows is decided by CSS (the `md` breakpoint, 768 px), so the server's HTML is right at every
 * width before any script runs: the top tabs from 768 px, the back arrow below it.
 */
export function AppHeader({ isHidden, unreadCount, className }: { isHidden: boolean; unreadCount: number; className?: string }) {
  const [location] = useLocation();
  const backTarget = backTargetFor(location);
  const { i18n } = useI18n();
  const unreadLabel =
    unreadCount > 0 ? i18n._({ id: 'header.messagesUnread', message: 'Messages, {unreadCount} unread', values: { unreadCount } }) : i18n._({ id: 'nav.messages', message: 'Messages' });

  return (
    <header
      data-testid="app-header"
      data-hidden={isHidden}
      className={cn('sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur transition-transform duration-300', isHidden && '-translate-y-full', className)}
    >
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-4">
        {backTarget ? (
          <Link href={backTarget} aria-label={i18n._({ id: 'header.back', message: 'Back' })} className="-ms-2 rounded-full p-2 hover:bg-muted md:hidden">
            <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        ) : null}
        <Link href={paths.home} className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <AppLogo className="size-7" />
          <span>
            Coin<span className="text-primary">mates</span>
          </span>
        </Link>
        <nav aria-label={i18n._({ id: 'nav.main', message: 'Main' })} data-testid="top-tabs" className="ms-6 hidden items-center gap-1 md:flex">
          {TOP_TABS.map((item) => {
            const isActive = item.isActive(location);
            return (
              <Link
                key={item.href}
                href={item.href}
                aria-current={isActive ? 'page' : undefined}
                className={cn('flex items-center rounded-full px-4 py-2 text-sm font-semibold text-muted-foreground hover:bg-muted', isActive && 'bg-coral-soft text-primary')}
              >
                {i18n._(item.label)}
                {item.label.id === 'nav.messages' ? <TabUnreadBadge count={unreadCount} /> : null}
              </Link>
            );
          })}
        </nav>
        <div className="ms-auto flex items-center gap-1">
          {/* Below 768 px a page with a back arrow has no messages icon; from 768 px every page has it. */}
          <Link href={paths.messages} aria-label={unreadLabel} className={cn('relative rounded-full p-2.5 hover:bg-muted', backTarget && 'hidden md:block')}>
            <MessageCircle className="size-5" aria-hidden="true" />
            <HeaderUnreadBadge count={unreadCount} />
          </Link>
          <LanguageSwitch variant="header" />
          <Link href={paths.profile} aria-label={i18n._({ id: 'nav.profile', message: 'Profile' })} className="rounded-full p-2.5 hover:bg-muted">
            <User className="size-5" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </header>
  );
}
