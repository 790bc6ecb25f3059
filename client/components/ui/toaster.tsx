import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useIsDialogOpen } from '@/hooks/use-is-dialog-open';
import { useI18n } from '@/i18n/provider';
import { dismissToast, setDialogOpen, TOAST_DEFAULT_DURATION_MS, useToasts } from '@/lib/toast-store';
import { cn } from '@/lib/utils';

/** Top of the screen on small viewports, bottom right (max 420 px) from the medium breakpoint; swipe
 *  right past 50 px to dismiss; F8 focuses the region (docs/product.md sections 2 and 9). */
export function Toaster() {
  const items = useToasts();
  const { i18n } = useI18n();
  const [, navigate] = useLocation();
  const isDialogOpen = useIsDialogOpen();
  useEffect(() => setDialogOpen(isDialogOpen), [isDialogOpen]);
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DEFAULT_DURATION_MS} label={i18n._({ id: 'ui.toast.region', message: 'Notification' })}>
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.isOpen}
          duration={item.duration}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(item.id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pe-10 shadow-lg transition-all',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            'data-[state=closed]:opacity-0',
            item.variant === 'destructive' ? 'border-destructive bg-destructive text-destructive-foreground' : 'border-border bg-card text-foreground',
          )}
        >
          <div className="grid flex-1 gap-1">
            {item.title ? <ToastPrimitive.Title className="text-sm font-bold">{item.title}</ToastPrimitive.Title> : null}
            {item.description ? <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description> : null}
          </div>
          {item.action ? (
            <ToastPrimitive.Action
              altText={item.action.label}
              className={cn(
                'shrink-0 self-center rounded-full border px-3 py-1.5 text-xs font-semibold',
                item.variant === 'destructive' ? 'border-destructive-foreground/40 hover:bg-destructive-foreground/10' : 'border-border hover:bg-muted',
              )}
              onClick={() => {
                item.action?.onClick?.();
                if (item.action?.href) navigate(item.action.href);
              }}
            >
              {item.action.label}
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close className="absolute end-3 top-3 rounded-full p-1 opacity-70 hover:opacity-100" aria-label={i18n._({ id: 'ui.toast.dismiss', message: 'Dismiss notification' })}>
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        data-testid="toast-viewport"
        // Radix puts the shortcut in place of {hotkey}; the value keeps the placeholder for it.
        label={i18n._({ id: 'ui.toast.viewport', message: 'Notifications ({hotkey})', values: { hotkey: '{hotkey}' } })}
        className="fixed inset-x-0 top-0 z-[100] flex max-h-screen flex-col gap-2 p-4 md:inset-x-auto md:top-auto md:end-0 md:bottom-0 md:w-full md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
