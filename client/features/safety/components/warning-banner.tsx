import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAcknowledgeWarning } from '../api/acknowledge-warning';
import { getWarningsQueryOptions } from '../api/get-warnings';

/** A moderator's warning, on top of every page until the user acknowledges it. */
export function WarningBanner({ isSignedIn }: { isSignedIn: boolean }) {
  const warnings = useQuery(getWarningsQueryOptions(isSignedIn));
  const acknowledge = useAcknowledgeWarning();
  const warning = warnings.data?.[0];
  if (!warning) return null;
  return (
    <section role="alert" aria-labelledby="moderator-warning-title" className="border-b border-destructive/30 bg-destructive/10 px-4 py-3">
      <div className="mx-auto flex max-w-3xl flex-col gap-2 sm:flex-row sm:items-center">
        <ShieldAlert className="hidden size-6 shrink-0 text-destructive sm:block" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="moderator-warning-title" className="text-sm font-bold text-destructive">
            Warning from a moderator
          </h2>
          <p className="break-words text-sm">{warning.message}</p>
        </div>
        <Button size="sm" variant="outline" onClick={() => acknowledge.mutate(warning.id)} disabled={acknowledge.isPending} className="self-start sm:self-center">
          I understand
        </Button>
      </div>
    </section>
  );
}
