import type { I18n } from '@lingui/core';
import { useOnlineOnly } from '@/components/online-only';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useI18n } from '@/i18n/provider';
import { HttpError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useEndMatch, type EndMatchKind } from '../api/end-match';

function copyFor(i18n: I18n, kind: EndMatchKind, name: string): { title: string; description: string; confirm: string; done: string } {
  return kind === 'block'
    ? {
        title: i18n._({ id: 'safety.block.title', message: 'Block {name}?', values: { name } }),
        description: i18n._({
          id: 'safety.block.description',
          message: 'The conversation ends for both of you and you will never be matched again. {name} only sees that the match is gone, not that you blocked them.',
          values: { name },
        }),
        confirm: i18n._({ id: 'safety.block.confirm', message: 'Block' }),
        done: i18n._({ id: 'safety.block.done', message: 'Blocked. You will not see each other again.' }),
      }
    : {
        title: i18n._({ id: 'safety.unmatch.title', message: 'Unmatch {name}?', values: { name } }),
        description: i18n._({ id: 'safety.unmatch.description', message: 'The conversation ends for both of you and you will not be matched again.' }),
        confirm: i18n._({ id: 'safety.unmatch.confirm', message: 'Unmatch' }),
        done: i18n._({ id: 'safety.unmatch.done', message: 'Unmatched.' }),
      };
}

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
  const { i18n } = useI18n();
  const copy = copyFor(i18n, kind, name);
  const onlineOnly = useOnlineOnly();
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
        toast({
          variant: 'destructive',
          title: i18n._({ id: 'safety.endMatch.failed', message: 'Something went wrong' }),
          description: i18n._({ id: 'safety.common.pleaseTryAgain', message: 'Please try again.' }),
        });
      },
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogTitle className="break-words pe-8 [overflow-wrap:anywhere]">{copy.title}</DialogTitle>
        <DialogDescription className="break-words [overflow-wrap:anywhere]">{copy.description}</DialogDescription>
        {onlineOnly.reason ? <div className="mt-4">{onlineOnly.reason}</div> : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {i18n._({ id: 'safety.common.cancel', message: 'Cancel' })}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={endMatch.isPending} {...onlineOnly.controlProps}>
            {endMatch.isPending ? i18n._({ id: 'safety.common.pleaseWait', message: 'Please wait...' }) : copy.confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
