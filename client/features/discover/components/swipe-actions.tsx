import { Heart, Info, Star, X } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import type { SwipeKind } from '../hooks/use-swipe-deck';
import { useI18n } from '@/i18n/provider';

const ROUND = 'flex items-center justify-center rounded-full border bg-card shadow-md transition-transform active:scale-90 disabled:pointer-events-none disabled:opacity-40';

/** docs/product.md section 2: Dislike, Info (the top card's page), Like and Super Like (a like). Left to right in every
 *  language: the buttons sit on the side their swipe goes (right likes), right to left too (decision 056). */
export function SwipeActions({ topCoinId, onAction }: { topCoinId: number | undefined; onAction: (kind: SwipeKind) => void }) {
  const isDisabled = topCoinId === undefined;
  const { i18n } = useI18n();
  return (
    <div dir="ltr" className="flex items-center justify-center gap-4" role="group" aria-label={i18n._({ id: 'discover.actions', message: 'Swipe actions' })}>
      <button
        type="button"
        aria-label={i18n._({ id: 'discover.dislike', message: 'Dislike' })}
        title={i18n._({ id: 'discover.dislikeTitle', message: 'Dislike (Left arrow)' })}
        disabled={isDisabled}
        onClick={() => onAction('dislike')}
        className={cn(ROUND, 'size-14 border-destructive/25 text-destructive')}
      >
        <X className="size-7" strokeWidth={3} aria-hidden="true" />
      </button>
      {isDisabled ? (
        <span aria-hidden="true" className={cn(ROUND, 'size-11 border-border text-muted-foreground opacity-40')}>
          <Info className="size-5" />
        </span>
      ) : (
        <Link
          href={paths.crypto(topCoinId)}
          aria-label={i18n._({ id: 'discover.info', message: 'Info' })}
          title={i18n._({ id: 'discover.info', message: 'Info' })}
          className={cn(ROUND, 'size-11 border-secondary/25 text-secondary')}
        >
          <Info className="size-5" strokeWidth={2.5} aria-hidden="true" />
        </Link>
      )}
      <button
        type="button"
        aria-label={i18n._({ id: 'discover.like', message: 'Like' })}
        title={i18n._({ id: 'discover.likeTitle', message: 'Like (Right arrow)' })}
        disabled={isDisabled}
        onClick={() => onAction('like')}
        className={cn(ROUND, 'size-16 border-transparent bg-primary text-primary-foreground')}
      >
        <Heart className="size-8 fill-current" aria-hidden="true" />
      </button>
      <button
        type="button"
        aria-label={i18n._({ id: 'discover.superLike', message: 'Super Like' })}
        title={i18n._({ id: 'discover.superLike', message: 'Super Like' })}
        disabled={isDisabled}
        onClick={() => onAction('superLike')}
        className={cn(ROUND, 'size-12 border-accent text-foreground')}
      >
        <Star className="size-6 fill-accent text-accent-foreground" aria-hidden="true" />
      </button>
    </div>
  );
}
