import type { I18n } from '@lingui/core';
import { parseISO } from 'date-fns';
import type { LearningStats } from '@shared/contracts/gamification';
import { formatShortDate } from '@/lib/format';

/** docs/product.md section 2 ("Profile screen"), Learning: the last activity date, or 'Today' (both calendar
 *  days in the user's zone). The day is parsed as a local date, so no time zone moves it to the day before. */
export function lastActivityLabel(streak: Pick<LearningStats['streak'], 'lastActivityDate' | 'today'>, i18n: I18n, locale: string): string {
  if (!streak.lastActivityDate) return i18n._({ id: 'gamification.learning.lastDayNone', message: 'Not yet' });
  if (streak.lastActivityDate === streak.today) return i18n._({ id: 'gamification.learning.lastDayToday', message: 'Today' });
  return formatShortDate(parseISO(streak.lastActivityDate), locale);
}
