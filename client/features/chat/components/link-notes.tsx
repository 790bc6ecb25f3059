import { Lock, ShieldAlert } from 'lucide-react';
import type { MessageLink } from '@shared/contracts/messages';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';
import { blockedLinkExplanation, HELD_LINK_EXPLANATION } from './link-explanations';

/** Under a message, for both users: why each link in it cannot be opened (docs/product.md section 11). */
export function LinkNotes({ links, isMine }: { links: readonly MessageLink[]; isMine: boolean }) {
  const { i18n } = useI18n();
  const blocked = [...new Set(links.map((link) => blockedLinkExplanation(i18n, link)).filter((text): text is string => text !== null))];
  const isHeld = links.some((link) => link.verdict === 'held');
  if (blocked.length === 0 && !isHeld) return null;
  return (
    <div className={cn('mt-1 grid max-w-[85%] gap-1', isMine ? 'justify-items-end' : 'justify-items-start')}>
      {blocked.map((text) => (
        <p key={text} role="note" className="flex min-w-0 items-start gap-1.5 rounded-xl bg-destructive/10 px-3 py-1.5 text-xs font-medium text-destructive wrap-anywhere">
          <ShieldAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          <span className="min-w-0">{text}</span>
        </p>
      ))}
      {isHeld ? (
        <p role="note" className="flex min-w-0 items-start gap-1.5 rounded-xl bg-muted px-3 py-1.5 text-xs text-muted-foreground wrap-anywhere">
          <Lock className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          <span className="min-w-0">{i18n._(HELD_LINK_EXPLANATION)}</span>
        </p>
      ) : null}
    </div>
  );
}
