import { useOnlineOnly } from '@/components/online-only';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { HttpError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useEndMatch, type EndMatchKind } from '../api/end-match';

const COPY: Record<EndMatchKind, { title: (name: string) => string; description: (name: string) => string; confirm: string; done: string }> = {
  block: {
    title: (name) => `Block ${name}?`,
    description: (name) =>
      `The conversation ends for both of you and you will never be matched again. ${name} only sees that the match is gone, not that you blocked them.`,
    confirm: 'Block',
    done: 'Blocked. You will not see each other again.',
  },
  unmatch: {
    title: (name) => `Unmatch ${name}?`,
    description: () => 'The conversation ends for both of you and you will not be matched again.',
    confirm: 'Unmatch',
    done: 'Unmatched.',
  },
};

interface EndMatchDialogProps {
  matchId: number;
  name: string;
  kind: EndMatchKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the match ended (leave the chat, for instance). */
  onEnded?: () => void;
}

/** The confirmation before a block or an unmatch: both end the conversation for good. */
export function EndMatchDialog({ matchId, name, kind, open, onOpenChange, onEnded }: EndMatchDialogProps) {
  const endMatch = useEndMatch(matchId);
  const onlineOnly = useOnlineOnly();
  const copy = COPY[kind];
  const onConfirm = () =>
    endMatch.mutate(kind, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: copy.done });
        onEnded?.();
      },
      onError: (error) => {
        // Already gone (the other side ended it first): the lists refresh, nothing else to do.
        if (error instanceof HttpError && error.status === 404) {
          onOpenChange(false);
          onEnded?.();
          return;
        }
        toast({ variant: 'destructive', title: 'Something went wrong', description: 'Please try again.' });
      },
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogTitle className="break-words pe-8 [overflow-wrap:anywhere]">{copy.title(name)}</DialogTitle>
        <DialogDescription className="break-words [overflow-wrap:anywhere]">{copy.description(name)}</DialogDescription>
        {onlineOnly.reason ? <div className="mt-4">{onlineOnly.reason}</div> : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={endMatch.isPending} {...onlineOnly.controlProps}>
            {endMatch.isPending ? 'Please wait...' : copy.confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
