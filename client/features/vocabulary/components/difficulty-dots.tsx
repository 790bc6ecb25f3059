import { cn } from '@/lib/utils';

/** docs/product.md section 9: vocabulary difficulty is on a scale of 3. */
export const DIFFICULTY_SCALE = 3;
const DIFFICULTY_NAMES = ['Easy', 'Medium', 'Hard'] as const;

export function DifficultyDots({ difficulty, className }: { difficulty: number; className?: string }) {
  const name = DIFFICULTY_NAMES[Math.min(DIFFICULTY_SCALE, Math.max(1, difficulty)) - 1];
  return (
    <span className={cn('inline-flex items-center gap-2 text-xs font-semibold text-muted-foreground', className)}>
      <span role="img" aria-label={`Difficulty ${difficulty} of ${DIFFICULTY_SCALE}`} className="flex items-center gap-1">
        {Array.from({ length: DIFFICULTY_SCALE }, (_, index) => (
          <span key={index} className={cn('size-2.5 rounded-full', index < difficulty ? 'bg-primary' : 'border border-border bg-muted')} />
        ))}
      </span>
      <span aria-hidden="true">{name}</span>
    </span>
  );
}
