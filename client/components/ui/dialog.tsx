import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState, type ComponentProps } from 'react';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** The control a dialog returns focus to: the focused element, or for a menu item (gone once the menu closes) the menu's button. */
function openerOf(active: Element | null): HTMLElement | null {
  const menu = active?.closest('[role="menu"]');
  const trigger = menu?.getAttribute('aria-labelledby');
  const element = trigger ? document.getElementById(trigger) : active;
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

/**
 * A modal: blocks page scroll, traps focus, closes on Escape and via the close icon. On close, focus goes back
 * to what had it when the dialog opened (Radix only returns it to a DialogTrigger; most dialogs here are opened
 * by state); from a menu item, to the menu's button.
 */
export function DialogContent({ className, children, hideClose, onCloseAutoFocus, ...props }: ComponentProps<typeof DialogPrimitive.Content> & { hideClose?: boolean }) {
  const { i18n } = useI18n();
  const [opener] = useState(() => (typeof document === 'undefined' ? null : openerOf(document.activeElement)));
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-foreground/50 backdrop-blur-sm data-[state=open]:animate-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-card p-6 shadow-xl focus:outline-none',
          className,
        )}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener?.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close className="absolute end-2 top-2 rounded-full p-3 text-muted-foreground hover:bg-muted" aria-label={i18n._({ id: 'ui.dialog.close', message: 'Close' })}>
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-xl font-bold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('mt-1 text-sm text-muted-foreground', className)} {...props} />;
}

/** The actions of a long dialog, kept in view at the bottom of its scrolling content (the content's padding is
 *  1.5rem: the footer reaches its edges and sticks to its very bottom). */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('sticky -bottom-6 z-10 -mx-6 -mb-6 grid gap-2 border-t border-border bg-card px-6 pb-6 pt-3', className)} {...props} />;
}
