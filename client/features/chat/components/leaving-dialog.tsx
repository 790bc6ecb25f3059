/**
 * The step before a link leaves the app (docs/security.md section 15): the real host, large, and the full
 * address; continuing is a real link opened in a new tab without access back to this page.
 */
import { ExternalLink } from 'lucide-react';
import type { RefObject } from 'react';
import type { MessageLink } from '@shared/contracts/messages';
import { buttonVariants } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useI18n } from '@/i18n/provider';

/** `opener`: the link in the text that opened the dialog, focused again when it closes (keyboard users stay put). */
export function LeavingDialog({ link, opener, onClose }: { link: MessageLink | null; opener: RefObject<HTMLElement | null>; onClose: () => void }) {
  const { i18n } = useI18n();
  return (
    <Dialog open={link !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogContent
        hideClose
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        {link ? (
          <>
            <DialogTitle>{i18n._({ id: 'chat.leaving.title', message: 'You are leaving Coinmates' })}</DialogTitle>
            <DialogDescription>{i18n._({ id: 'chat.leaving.description', message: 'This link opens a site Coinmates does not check or control:' })}</DialogDescription>
            <p className="mt-4 text-2xl font-bold wrap-anywhere" dir="ltr" data-testid="leaving-host">
              {link.host}
            </p>
            <p className="mt-1 text-xs text-muted-foreground wrap-anywhere" dir="ltr">
              {link.url}
            </p>
            <p className="mt-4 rounded-xl bg-muted px-3 py-2 text-sm">
              {i18n._({ id: 'chat.leaving.warning', message: 'Never type your seed phrase or connect your wallet on a site someone sent you.' })}
            </p>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <DialogClose className={buttonVariants({ variant: 'outline' })}>{i18n._({ id: 'chat.common.cancel', message: 'Cancel' })}</DialogClose>
              <a href={link.url} target="_blank" rel="noopener noreferrer" onClick={onClose} className={`${buttonVariants()} max-w-full`}>
                <span className="truncate">{i18n._({ id: 'chat.leaving.continue', message: 'Continue to {host}', values: { host: link.host } })}</span>
                <ExternalLink aria-hidden="true" />
              </a>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
