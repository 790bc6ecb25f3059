import { formatTabBadge } from './nav-items';

export function HeaderUnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  if (count > 9) {
    return <span data-testid="header-unread-dot" className="absolute end-1 top-1 size-2.5 rounded-full bg-primary ring-2 ring-card" aria-hidden="true" />;
  }
  return (
    <span
      data-testid="header-unread-count"
      aria-hidden="true"
      className="absolute -end-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-bold text-primary-foreground ring-2 ring-card"
    >
      {count}
    </span>
  );
}

export function TabUnreadBadge({ count }: { count: number }) {
  const label = formatTabBadge(count);
  if (!label) return null;
  return (
    <span data-testid="tab-unread-badge" aria-hidden="true" className="ms-1 rounded-full bg-primary px-1.5 text-[11px] font-bold leading-5 text-primary-foreground">
      {label}
    </span>
  );
}
