import { AlertCircle, Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export function PageContainer({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto w-full max-w-5xl px-4 py-6', className)}>{children}</div>;
}

export function ErrorState({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-2 rounded-2xl border border-destructive/30 bg-card p-8 text-center">
      <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{description}</p>
      {children}
    </div>
  );
}

export function EmptyState({ icon, title, description, children }: { icon?: ReactNode; title: string; description?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border bg-card p-8 text-center">
      {icon}
      <h2 className="text-lg font-bold">{title}</h2>
      {description ? <p className="max-w-md text-sm text-muted-foreground">{description}</p> : null}
      {children}
    </div>
  );
}

/** A screen whose capability has not landed yet: its final frame with an honest body, no fake data. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <PageContainer>
      <h1 className="text-2xl font-extrabold">{title}</h1>
      <div className="mt-6">
        <EmptyState icon={<Construction className="size-8 text-secondary" aria-hidden="true" />} title="Coming soon" description={description} />
      </div>
    </PageContainer>
  );
}
