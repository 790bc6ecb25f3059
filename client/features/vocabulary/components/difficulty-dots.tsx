import { cn } from '@/lib/utils';
import { useI18n } from '@/i18n/provider';
import { DIFFICULTY_LABELS } from '../utils/labels';

/** docs/product.md section 9: vocabulary difficulty is on a scale of 3. */
export const DIFFICULTY_SCALE = 3;

export function DifficultyDots({ difficulty, className }: { difficulty: number; className?: string }) {
  const { i18n } = useI18n();
  const name = i18n._(DIFFICULTY_LABELS[Math.min(DIFFICULTY_SCALE, Math.max(1, difficulty)) - 1]!);
  return (
    <span className={cn('inline-flex items-center gap-2 text-xs font-semibold text-muted-foreground', className)}>
      <span
        role="img"
        aria-label={i18n._({ id: 'vocabulary.difficulty.label', message: 'Difficulty {difficulty} of {scale}', values: { difficulty, scale: DIFFICULTY_SCALE } })}
        className="flex items-center gap-1"
      >
        {Array.from({ length: DIFFICULTY_SCALE }, (_, index) => (
          <span key={index} className={cn('size-2.5 rounded-full', index < difficulty ? 'bg-primary' : 'border border-border bg-muted')} />
        ))}
      </span>
      <span aria-hidden="true">{name}</span>
    </span>
  );
}
