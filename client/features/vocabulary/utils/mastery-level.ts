/** The Stats tab's "mastery level": a name for how much of the catalogue the learner has mastered. */
export interface MasteryLevel {
  label: string;
  /** Whole percent of all terms mastered. */
  percent: number;
}

const LEVELS: Array<{ below: number; label: string }> = [
  { below: 25, label: 'Beginner' },
  { below: 50, label: 'Apprentice' },
  { below: 75, label: 'Adept' },
  { below: 100, label: 'Expert' },
];

export function masteryLevel(mastered: number, total: number): MasteryLevel {
  if (total <= 0 || mastered <= 0) return { label: 'Newcomer', percent: 0 };
  if (mastered >= total) return { label: 'Vocabulary Master', percent: 100 };
  const percent = Math.floor((mastered / total) * 100);
  return { label: LEVELS.find((level) => percent < level.below)?.label ?? 'Expert', percent };
}

/** Whole percent, 0 when there is nothing to count. */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.floor((part / total) * 100) : 0;
}
