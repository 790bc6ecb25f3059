import { format, parseISO } from 'date-fns';
import type { LearningStats } from '@shared/contracts/gamification';

/** docs/product.md section 2 ("Profile screen"), Learning: the last activity date, or 'Today' (both calendar days in the user's zone). */
export function lastActivityLabel(streak: Pick<LearningStats['streak'], 'lastActivityDate' | 'today'>): string {
  if (!streak.lastActivityDate) return 'Not yet';
  if (streak.lastActivityDate === streak.today) return 'Today';
  return format(parseISO(streak.lastActivityDate), 'MMM d, yyyy');
}
