import { Link, useLocation } from 'wouter';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';
import { BOTTOM_BAR } from './nav-items';
import { TabUnreadBadge } from './unread-badge';

/** The phone's tab bar: below 768 px only, by CSS (`md:hidden`), so the server's HTML is right at every width. */
export function BottomBar({ isHidden, unreadCount }: { isHidden: boolean; unreadCount: number }) {
  const [location] = useLocation();
  const { i18n } = useI18n();
  return (
    <nav
      aria-label={i18n._({ id: 'nav.main', message: 'Main' })}
      data-testid="bottom-bar"
      data-hidden={isHidden}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t md:hidden border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur transition-transform duration-300',
        isHidden && 'translate-y-full',
      )}
    >
      <ul className="mx-auto grid max-w-md grid-cols-5">
        {BOTTOM_BAR.map((item) => {
          const isActive = item.isActive(location);
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={isActive ? 'page' : undefined}
                className={cn('flex flex-col items-center gap-0.5 py-2 text-[11px] font-semibold text-muted-foreground', isActive && 'text-primary')}
              >
                <span className="flex items-center">
                  <Icon className="size-6" aria-hidden="true" />
                  {item.label.id === 'nav.messages' ? <TabUnreadBadge count={unreadCount} /> : null}
                </span>
                {i18n._(item.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
