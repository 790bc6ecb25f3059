import { BadgeCheck } from 'lucide-react';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';

/**
 * The mark of an official notice: drawn by the app (an icon, not a character), and only ever placed in the
 * system inbox's own frames, where no user's name or text is shown (docs/decisions/046).
 */
export function OfficialBadge({ className }: { className?: string }) {
  const { i18n } = useI18n();
  return <BadgeCheck role="img" aria-label={i18n._({ id: 'notices.official', message: 'Official' })} className={cn('size-4 shrink-0 fill-secondary text-secondary-foreground', className)} />;
}
