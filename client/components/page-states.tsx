import { AlertCircle, CloudOff, Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIsOnline } from '@/hooks/use-is-online';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';

/** What an error state says offline: the honest reason, not "try again later" (docs/decisions/058-offline-outbox.md). */
export const OFFLINE_NOT_SAVED = /*i18n*/ {
  id: 'common.offline.notSaved',
  message: 'You are offline, and this was not saved on this device yet. It loads when you are back online.',
};

export function PageContainer({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto w-full max-w-5xl px-4 py-6', className)}>{children}</div>;
}

/** `isPage` when the state is the whole page: its title is then the page's h1. */
export function ErrorState({ title, description, children, isPage = false }: { title: string; description: string; children?: ReactNode; isPage?: boolean }) {
  const Heading = isPage ? 'h1' : 'h2';
  // Offline the failure is the connection's: said plainly, not as an alarm.
  const isOnline = useIsOnline();
  const { i18n } = useI18n();
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-2 rounded-2xl border bg-card p-8 text-center', isOnline ? 'border-destructive/30' : 'border-border')}>
      {isOnline ? <AlertCircle className="size-8 text-destructive" aria-hidden="true" /> : <CloudOff className="size-8 text-muted-foreground" aria-hidden="true" />}
      <Heading className="text-lg font-bold">{isOnline ? title : i18n._({ id: 'common.offline.notAvailable', message: 'Not available offline' })}</Heading>
      <p className="max-w-md text-sm text-muted-foreground">{isOnline ? description : i18n._(OFFLINE_NOT_SAVED)}</p>
      {children}
    </div>
  );
}

export function EmptyState({ icon, title, description, children, isPage = false }: { icon?: ReactNode; title: string; description?: string; children?: ReactNode; isPage?: boolean }) {
  const Heading = isPage ? 'h1' : 'h2';
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border bg-card p-8 text-center">
      {icon}
      <Heading className="text-lg font-bold">{title}</Heading>
      {description ? <p className="max-w-md text-sm text-muted-foreground">{description}</p> : null}
      {children}
    </div>
  );
}

/** A screen whose capability has not landed yet: its final frame with an honest body, no fake data. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  const { i18n } = useI18n();
  return (
    <PageContainer>
      <h1 className="text-2xl font-extrabold">{title}</h1>
      <div className="mt-6">
        <EmptyState icon={<Construction className="size-8 text-secondary" aria-hidden="true" />} title={i18n._({ id: 'common.comingSoon', message: 'Coming soon' })} description={description} />
      </div>
    </PageContainer>
  );
}
